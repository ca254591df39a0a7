/**
 * A campaign engagement fought on the table: the battle the campaign builds for it (campaignBattle: the
 * scenario, the level, the ships each side sent with their Damage, Crew and Command), each fleet played by
 * its player (a person at this screen, or that player's bot); in a table campaign every die is typed. Every action is handed to `onActions` as it is
 * played, so the battle survives a reload; at its end "Record the result in the campaign" gives the record
 * (setup and actions) to the campaign, which settles the engagement from it (VAS-CAMPAIGN-BATTLE-RECORD).
 */
import { useEffect, useMemo } from 'react';
import { battleFor, campaignBattle, capital, type BattleRecord } from '@salvo/campaign';
import type { VasAction, VasState } from '@salvo/vas';
import { startLocal } from '../session/new-game';
import type { Controller, GameSession } from '../session/types';
import { botDelayFromUrl } from '../StartScreen';
import { lazyScreen } from '../common/lazy-screen';
import { LazyScreen } from '../common/LazyScreen';
import type { CampaignInPlay } from './campaign-store';

/** The table's code is fetched when a battle is fought, not with the Campaigns screen (lazy-screen.ts). */
const VasGame = lazyScreen(() => import('../vas/VasGame').then((m) => m.VasGame));

interface Props {
  readonly campaign: CampaignInPlay;
  readonly engagement: string;
  readonly onActions: (actions: readonly VasAction[]) => void;
  readonly onResult: (record: BattleRecord) => void;
  readonly onLeave: () => void;
}

export function CampaignBattle({ campaign, engagement, onActions, onResult, onLeave }: Props) {
  const s = campaign.file.state;
  const started = useMemo(() => {
    const e = s.engagements.find((x) => x.id === engagement);
    const built = e ? campaignBattle(s, e) : null;
    if (!e || !built) return 'There is no battle of this campaign turn to fight.';
    if (!built.ok) return built.error.message;
    const seats: Record<string, Controller> = {};
    for (const [fleet, player] of Object.entries(built.value.players)) seats[fleet] = campaign.seats[player] ?? 'human';
    const bot = Object.values(seats).some((c) => c !== 'human');
    const prior = campaign.battle?.engagement === engagement ? campaign.battle.actions : [];
    const session = startLocal({
      game: 'vas', mode: s.table ? 'table' : bot ? 'bot' : 'hot-seat', bot: 'easy', humanSeat: '', seed: String(e.seed ?? 0), preMeasure: false, botDelay: botDelayFromUrl(), seats,
    }, { setup: built.value.setup, actions: prior });
    if (typeof session === 'string') return `${capital(battleFor(s, e))} cannot be set up: ${session}`;
    return { session: session as GameSession<VasState, VasAction>, setup: built.value.setup };
    // Built once per engagement: the ledger does not change while its battle is fought (only `campaign.battle` grows).
  }, [engagement]);
  useEffect(() => {
    if (typeof started === 'string') return undefined;
    const { session } = started;
    (globalThis as { __salvo?: unknown }).__salvo = session;
    let seen = session.getSnapshot().actions.length;
    const off = session.subscribe(() => {
      const actions = session.getSnapshot().actions;
      if (actions.length !== seen) { seen = actions.length; onActions(actions); }
    });
    return () => { off(); session.dispose(); };
  }, [started, onActions]);
  if (typeof started === 'string') {
    return (
      <main className="start">
        <p role="alert" className="error">{started}</p>
        <button type="button" onClick={onLeave}>Back to the campaign</button>
      </main>
    );
  }
  const finish = () => onResult({ setup: started.setup, actions: started.session.getSnapshot().actions });
  return <LazyScreen><VasGame session={started.session} onLeave={onLeave} afterBattle={{ label: 'Record the result in the campaign', onClick: finish }} /></LazyScreen>;
}
