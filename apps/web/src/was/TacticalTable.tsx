/**
 * A War at Sea surface battle fought on the Victory at Sea table in the page (WAS-SALVO-TACTICAL): each side
 * commanded as in the war (a person at this screen; a War at Sea bot's side by Victory at Sea's `normal` bot,
 * or `random`), its dice typed in table mode. Every action is kept (tactical-store.ts), so leaving the table,
 * a reload or a closed tab loses nothing; at the end, "Return to the war with this result" records it there.
 */
import { useEffect, useMemo } from 'react';
import type { VasAction, VasSetup, VasState } from '@salvo/vas';
import type { WasAction, WasState } from '@salvo/was';
import { tacticalResult } from '@salvo/was-tactical';
import { browserStorage } from '../session/browser-storage';
import { startLocal } from '../session/new-game';
import type { Controller, GameSession } from '../session/types';
import { botDelayFromUrl } from '../StartScreen';
import { VasGame } from '../vas/VasGame';
import { keepBattle, keptBattle, tableSeat } from './tactical-store';
import { placeName } from './names';

interface Props {
  readonly war: GameSession<WasState, WasAction>;
  readonly state: WasState;
  readonly setup: VasSetup;
  readonly storeKey: string;
  readonly onBack: () => void;
  readonly onResult: (action: WasAction) => void;
}


export function TacticalTable({ war, state, setup, storeKey, onBack, onResult }: Props) {
  const started = useMemo(() => {
    const store = browserStorage();
    const kept = keptBattle<VasSetup, VasAction>(store, storeKey);
    const seats: Record<string, Controller> = { allies: tableSeat(war.controllerOf('allies')), axis: tableSeat(war.controllerOf('axis')) };
    const bot = Object.values(seats).some((c) => c !== 'human');
    const session = startLocal({
      game: 'vas', mode: war.tableDice ? 'table' : bot ? 'bot' : 'hot-seat', bot: 'normal', humanSeat: '', seed: String(setup.seed), preMeasure: false, botDelay: botDelayFromUrl(), seats,
    }, { setup: kept?.setup ?? setup, actions: kept?.actions ?? [] });
    if (typeof session === 'string') return session;
    return { session: session as GameSession<VasState, VasAction>, setup: kept?.setup ?? setup };
  }, [storeKey]);
  useEffect(() => {
    if (typeof started === 'string') return undefined;
    const { session } = started;
    // The browser tests read the game on the screen through this hook (App.tsx); the war's comes back after.
    const hook = globalThis as { __salvo?: unknown };
    const war = hook.__salvo;
    hook.__salvo = session;
    window.scrollTo(0, 0);
    const off = session.subscribe(() => keepBattle(browserStorage(), storeKey, { setup: started.setup, actions: session.getSnapshot().actions }));
    return () => { off(); session.dispose(); hook.__salvo = war; };
  }, [started, storeKey]);
  if (typeof started === 'string') {
    return (
      <main className="start">
        <p role="alert" className="error">The table cannot be set up: {started}</p>
        <button type="button" onClick={onBack}>Back to the war</button>
      </main>
    );
  }
  const finish = () => {
    const r = tacticalResult(state, started.session.getSnapshot().state);
    if (r.ok) onResult(r.value);
    else alert(r.error.message);
  };
  const where = state.step.kind === 'tactical-battle' ? `the battle in the ${placeName(state.step.area)}, War at Sea turn ${state.turn}` : `War at Sea turn ${state.turn}`;
  return <VasGame session={started.session} onLeave={onBack} afterBattle={{ label: 'Return to the war with this result', onClick: finish, context: where }} />;
}
