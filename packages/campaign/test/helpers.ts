/** Test helpers: a two-player Mediterranean campaign, and actions that must pass or be refused. */
import { expect } from 'vitest';
import { applyCampaign, newCampaign, type CampaignAction, type CampaignEvent, type CampaignSetup, type CampaignState } from '../src/index';
import { ITALIAN_NAVY, ROYAL_NAVY } from './fleets';

export const SETUP: CampaignSetup = { seed: 7, map: 'mediterranean', players: [{ id: 'rn', fleet: ROYAL_NAVY }, { id: 'it', fleet: ITALIAN_NAVY }], options: { battleTurns: 4 } };

export function fresh(setup: CampaignSetup = SETUP): CampaignState {
  const r = newCampaign(setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function act(s: CampaignState, a: CampaignAction): { state: CampaignState; events: CampaignEvent[] } {
  const r = applyCampaign(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Applies an action that must be refused: returns the error and checks the ledger did not change. */
export function refused(s: CampaignState, a: CampaignAction): { code: string; message: string } {
  const before = JSON.stringify(s);
  const r = applyCampaign(s, a);
  expect(r.ok).toBe(false);
  expect(JSON.stringify(s)).toBe(before);
  return r.ok ? { code: '', message: '' } : r.error;
}

/** Turn 1, Select Targets: both players declined the swap. */
export function turnOne(setup: CampaignSetup = SETUP): CampaignState {
  let s = fresh(setup);
  s = act(s, { type: 'swap', player: 'rn', ships: null }).state;
  return act(s, { type: 'swap', player: 'it', ships: null }).state;
}

/** Both players pass their targets: the Ship Experience phase of turn 1. */
export function experiencePhase(): CampaignState {
  let s = turnOne();
  for (const id of [...s.initiative]) s = act(s, { type: 'select', player: id, target: null }).state;
  return s;
}

/** The Repairs phase of turn 1 (nothing captured). */
export function repairsPhase(): { state: CampaignState; events: CampaignEvent[] } {
  let s = experiencePhase();
  s = act(s, { type: 'done', player: 'rn' }).state;
  return act(s, { type: 'done', player: 'it' });
}

/** One engagement for an unoccupied target: the first chooser nominates, the other challenges. */
export function engagement(target = 'malta'): { state: CampaignState; attacker: string; defender: string; id: string } {
  let s = turnOne();
  const [attacker = '', defender = ''] = s.initiative;
  s = act(s, { type: 'select', player: attacker, target }).state;
  s = act(s, { type: 'challenge', player: defender, accept: true }).state;
  s = act(s, { type: 'select', player: defender, target: null }).state;
  return { state: s, attacker, defender, id: s.engagements[0]?.id ?? '' };
}

export const ship = (s: CampaignState, player: string, id: string) => {
  const x = s.players[player]?.ships.find((y) => y.id === id);
  if (!x) throw new Error(`no ship ${id}`);
  return x;
};
