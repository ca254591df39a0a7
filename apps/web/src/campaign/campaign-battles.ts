/**
 * The battles a campaign has fought, from its file's `battle` actions (each holds the battle's setup and
 * actions as the engine played them), as records the Replay screen opens: every battle of a campaign can be
 * watched again on the table, step by step, and played on as a what-if. Each setup names the engine rules its
 * battle was fought under (recordedSetup), so a battle of a campaign that keeps older rules replays under them.
 */
import { makeRecord } from '@salvo/kernel';
import { battleEngineVersion, engagementTurn, recordedSetup, targetName, type CampaignEvent, type CampaignFile } from '@salvo/campaign';
import { vasEngine } from '../session/adapters';

export interface FoughtBattle {
  /** The engagement's id ("t2-1": campaign turn 2, its first engagement). */
  readonly engagement: string;
  readonly turn: number | null;
  /** What a player reads for it: "Turn 2, the battle for Malta" (the target from the events that began it). */
  readonly label: string;
  /** "Convoy Duty: Mediterranean Fleet against Regia Marina". */
  readonly title: string;
  /** The battle as a Salvo game record (JSON), for the Replay screen. */
  readonly record: string;
}

/**
 * `events`: the campaign's events (replayCampaign), whose `attack` and `challenge` events name each engagement's
 * target; without them (or for an engagement they do not name) the label says only "the battle".
 */
export function foughtBattles(file: CampaignFile, events: readonly CampaignEvent[] = []): FoughtBattle[] {
  const targets = new Map<string, string>();
  for (const ev of events) {
    const { engagement, target } = ev.data ?? {};
    if (typeof engagement === 'string' && typeof target === 'string') targets.set(engagement, target);
  }
  return file.actions.flatMap((a) => {
    if (a.type !== 'battle') return [];
    const setup = a.record.setup as { scenario?: { name?: string }; fleets?: readonly { name?: string }[] };
    const fleets = (setup.fleets ?? []).map((f) => f.name ?? '').filter(Boolean).join(' against ');
    const turn = engagementTurn(a.engagement);
    const target = targets.get(a.engagement);
    const battle = target === undefined ? 'the battle' : `the battle for ${targetName(file.state, target)}`;
    return [{
      engagement: a.engagement,
      turn,
      label: turn === null ? battle.charAt(0).toUpperCase() + battle.slice(1) : `Turn ${turn}, ${battle}`,
      title: `${setup.scenario?.name ?? 'A battle'}${fleets ? `: ${fleets}` : ''}`,
      record: JSON.stringify(makeRecord(vasEngine.descriptor.id, vasEngine.descriptor.version, recordedSetup(a.record, battleEngineVersion(file.state)), a.record.actions, { client: 'salvo-web', from: `campaign engagement ${a.engagement}` })),
    }];
  });
}
