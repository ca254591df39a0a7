/**
 * The bots' part of a campaign played in the page (PlayCampaign): whenever the campaign waits for a bot (and,
 * in a campaign of bots alone, once a turn was asked for), or the person asked the bots to fight a battle,
 * the bots act: on the Web Worker (campaign-bots.ts), or in a table campaign one step at a time on this thread
 * so that the step's dice can be asked for. One run per ledger: the number of actions names the ledger acted on.
 */
import { useEffect, useState } from 'react';
import { seedRng } from '@salvo/kernel';
import { campaignBotAction, campaignPending, type CampaignAction } from '@salvo/campaign';
import { runBots } from './campaign-bots';
import type { CampaignInPlay } from './campaign-store';
import type { CampaignTurn } from './campaign-turn';
import type { StepBy } from './campaign-step';

interface Input {
  readonly c: CampaignInPlay;
  readonly turn: CampaignTurn;
  /** No person plays: the bots go on only a turn at a time, when asked. */
  readonly solo: boolean;
  /** A step waits for dice typed at the table. */
  readonly waiting: boolean;
  readonly step: (actions: readonly CampaignAction[], by?: StepBy) => string | null;
  readonly setProblem: (p: string | null) => void;
}

export function useCampaignBots({ c, turn, solo, waiting, step, setProblem }: Input) {
  const s = c.file.state;
  const [botsBusy, setBotsBusy] = useState(false);
  /** A campaign of bots alone: the turn the bots were asked to play up to. */
  const [botsUntil, setBotsUntil] = useState<number | null>(null);
  /** A battle with a person in it that the person asked the bots to fight. */
  const [botBattle, setBotBattle] = useState<string | null>(null);
  const fightByBots = turn.kind === 'battle' && botBattle === turn.engagement ? turn.engagement : null;
  const botsWanted = !waiting && ((turn.kind === 'bots' && (!solo || botsUntil !== null)) || fightByBots !== null);
  useEffect(() => {
    if (!botsWanted) return undefined;
    if (s.table && fightByBots === null) {
      // Table mode: one bot step at a time on this thread (it is quick), so its dice can be asked for.
      const p = campaignPending(s);
      const bot = ('player' in p ? [p.player] : 'players' in p ? p.players : []).find((id) => c.seats[id] !== undefined);
      const a = bot === undefined ? null : campaignBotAction(s, bot, seedRng(`campaign-bot:${c.file.actions.length}:${bot}`));
      if (!a || bot === undefined) { setBotsUntil(null); return undefined; }
      const why = step([a], { who: `${s.players[bot]?.name ?? bot} (a bot)`, byBot: true });
      if (why) { setProblem(`A bot's step was refused: ${why}`); setBotsUntil(null); }
      return undefined;
    }
    setBotsBusy(true);
    const h = runBots({
      state: c.file.state, seats: c.seats, seed: String(c.file.actions.length),
      ...(fightByBots !== null ? { fight: fightByBots } : solo && botsUntil !== null ? { untilTurn: botsUntil } : {}),
    });
    let live = true;
    void h.done.then((r) => {
      if (!live) return;
      setBotsBusy(false);
      if ('problem' in r) { setProblem(r.problem); setBotsUntil(null); setBotBattle(null); return; }
      if (r.actions.length === 0) { setBotsUntil(null); return; }
      const why = step(r.actions, { byBot: true });
      if (why) { setProblem(`A bot's step was refused: ${why}`); setBotsUntil(null); }
      setBotBattle(null);
    });
    return () => { live = false; h.stop(); setBotsBusy(false); };
    // One run per ledger: the number of actions names the ledger the bots act on.
  }, [botsWanted, c.file.actions.length]);
  useEffect(() => { if (botsUntil !== null && s.turn >= botsUntil && turn.kind !== 'bots') setBotsUntil(null); }, [botsUntil, s.turn, turn.kind]);
  return { botsBusy, botsWanted, fightByBots, setBotsUntil, setBotBattle };
}
