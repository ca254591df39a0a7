/**
 * The battles a campaign has fought, from its file's `battle` actions (each holds the battle's setup and
 * actions as the engine played them), as records the Replay screen opens: every battle of a campaign can be
 * watched again on the table, step by step, and played on as a what-if. Each setup names the engine rules its
 * battle was fought under (recordedSetup), so a battle of a campaign that keeps older rules replays under them.
 */
import { makeRecord } from '@salvo/kernel';
import { battleEngineVersion, recordedSetup, type CampaignFile } from '@salvo/campaign';
import { vasEngine } from '../session/adapters';

export interface FoughtBattle {
  /** The engagement's id ("t2-1": campaign turn 2, its first engagement). */
  readonly engagement: string;
  readonly turn: number | null;
  /** "Convoy Duty: Mediterranean Fleet against Regia Marina". */
  readonly title: string;
  /** The battle as a Salvo game record (JSON), for the Replay screen. */
  readonly record: string;
}

export function foughtBattles(file: CampaignFile): FoughtBattle[] {
  return file.actions.flatMap((a) => {
    if (a.type !== 'battle') return [];
    const setup = a.record.setup as { scenario?: { name?: string }; fleets?: readonly { name?: string }[] };
    const fleets = (setup.fleets ?? []).map((f) => f.name ?? '').filter(Boolean).join(' against ');
    const turn = /^t(\d+)-/.exec(a.engagement);
    return [{
      engagement: a.engagement,
      turn: turn ? Number(turn[1]) : null,
      title: `${setup.scenario?.name ?? 'A battle'}${fleets ? `: ${fleets}` : ''}`,
      record: JSON.stringify(makeRecord(vasEngine.descriptor.id, vasEngine.descriptor.version, recordedSetup(a.record, battleEngineVersion(file.state)), a.record.actions, { client: 'salvo-web', from: `campaign engagement ${a.engagement}` })),
    }];
  });
}
