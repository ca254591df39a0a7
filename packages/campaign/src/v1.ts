/**
 * Campaign files of version 1 (before 6 December 2026): their campaigns kept a ship with unrepaired critical
 * hits in port (VAS-CAMPAIGN-CRITICALS-SAIL) and their ledger counted those hits (`vitalCriticals`,
 * `otherCriticals`) where it now names them (`criticals`). Their campaigns also keep campaign rules 2, as a
 * version 2 file's do (v2.ts). `v1Setup` gives such a campaign its rules back;
 * `v1State` writes a ledger in the old shape, key for key, so the stored one can be checked against the replay.
 */
import { criticalCounts } from './criticals';
import { v2Setup } from './v2';
import type { CampaignSetup, CampaignState } from './types';

/** The setup of a version 1 file, with the rules its campaign was played by. */
export function v1Setup(raw: unknown): CampaignSetup {
  const setup = v2Setup(raw);
  return { ...setup, options: { ...setup.options, carried: 'points' } };
}

/** The ledger as a version 1 file stores it. */
export function v1State(s: CampaignState): unknown {
  const { carried: _rule, rulesVersion: _rules, ...options } = s.options;
  const players = Object.fromEntries(Object.entries(s.players).map(([id, p]) => [id, {
    ...p,
    ships: p.ships.map((x) => Object.fromEntries(Object.entries(x).flatMap(([k, v]) => {
      if (k === 'crippleLosses') return [];
      if (k !== 'criticals') return [[k, v]];
      const n = criticalCounts(x);
      return [['vitalCriticals', n.vital], ['otherCriticals', n.other]];
    }))),
  }]));
  return { ...s, options, players };
}
