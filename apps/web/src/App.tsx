/**
 * Screens: start, a game (Victory at Sea table or War at Sea board), replay, scenarios, campaigns. Only the start
 * screen is in the first script; every other screen is its own chunk, fetched when it is first opened (LazyScreen),
 * and so are the engines, the online client and the autosave (fetched when a game is started or a link opened).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { VasAction, VasState } from '@salvo/vas';
import type { WasAction, WasState } from '@salvo/was';
import { here, StartScreen } from './StartScreen';
import { linkProblem } from './link-problem';
import { leaveAddress, showAddress } from './address-bar';
import { localAddress, parseAddress } from './session/game-address';
import type { AnySession } from './session/new-game';
import type { GameSession } from './session/types';
import { lazyScreen, useLoadOnUse } from './common/lazy-screen';
import { LazyScreen } from './common/LazyScreen';

const ReplayScreen = lazyScreen(() => import('./replay/ReplayScreen').then((m) => m.ReplayScreen));
const ScenarioScreen = lazyScreen(() => import('./scenario/ScenarioScreen').then((m) => m.ScenarioScreen));
const CampaignScreen = lazyScreen(() => import('./campaign/CampaignScreen').then((m) => m.CampaignScreen));
// play by mail: the screen and @salvo/mail's cryptography are fetched when it is opened
const MailScreen = lazyScreen(() => import('./mail/MailScreen').then((m) => m.MailScreen));
// behind the deployment gate: an online scenario deployed by hand shows its deployment first (scenario/DeployGate.tsx)
const VasGame = lazyScreen(() => import('./scenario/GatedVasGame').then((m) => m.GatedVasGame));
const WasGame = lazyScreen(() => import('./was/WasGame').then((m) => m.WasGame));

type Screen = { kind: 'start' } | { kind: 'opening' } | { kind: 'game'; session: AnySession } | { kind: 'replay'; record?: string } | { kind: 'scenarios' } | { kind: 'campaigns' } | { kind: 'mail' };

export function App() {
  return <LazyScreen><Screens /></LazyScreen>;
}

/** The #fragment that opens this session's game again (an online session's, game-address.ts), if it says one now. */
const remoteAddress = (s: AnySession): string | undefined => {
  const a = (s as { address?: unknown }).address;
  return typeof a === 'string' ? a : undefined;
};
/** A local game kept by autosave: its address (`#local=<id>`) comes once autosave.ts has given it its save. */
const keptLocally = (s: AnySession): boolean => s.mode !== 'online' && s.origin !== undefined && s.origin.mode !== 'what-if';

function Screens(): ReactNode {
  // a page opened on a game's address says it is opening it, not the start screen for a moment
  const [screen, setScreen] = useState<Screen>(() => (parseAddress(location.hash) ? { kind: 'opening' } : { kind: 'start' }));
  const [problem, setProblem] = useState<string | null>(null);
  const load = useLoadOnUse();
  // The address the page shows for its game ('' none), so the page's own changes of it are not followed again.
  const shown = useRef(location.hash === '' ? '' : null as string | null);
  // The next game opened replaces the address's entry instead of adding one (an invite link taken).
  const replaceNext = useRef(false);
  const place = (hash: string) => {
    showAddress(hash, replaceNext.current);
    replaceNext.current = false;
    shown.current = hash;
  };
  const play = (session: AnySession) => {
    // The browser tests read the local game through this hook (the local state is in this page anyway).
    (globalThis as { __salvo?: unknown }).__salvo = session;
    setScreen((s) => {
      if (s.kind === 'game' && s.session !== session) s.session.dispose();
      return { kind: 'game', session };
    });
    // the game's address: an online game's now, a local game's once autosave has its id (below); a game with none
    // (by mail, a what-if branch, a campaign's battle) leaves no other game's address behind
    const address = remoteAddress(session);
    if (address !== undefined || !keptLocally(session)) place(address ?? '');
  };
  const playRef = useRef(play);
  playRef.current = play;
  // The game in the address opens on load, on Back and Forward, and when a link is pasted into a tab already showing
  // Salvo (only the #fragment changes then): an invite or spectator link, a seat's `#game=`, a local `#local=`.
  useEffect(() => {
    const failed = (text: string) => {
      showAddress('', true);
      shown.current = '';
      setScreen((s) => {
        if (s.kind === 'game') s.session.dispose();
        return { kind: 'start' };
      });
      setProblem(text);
    };
    const follow = () => {
      const hash = location.hash;
      if (hash === shown.current) return;
      shown.current = hash;
      const a = parseAddress(hash);
      if (!a) {
        // back to the start screen (Back from a game); a screen with no game in the address stays
        setScreen((s) => {
          if (s.kind !== 'game' && s.kind !== 'opening') return s;
          if (s.kind === 'game') s.session.dispose();
          return { kind: 'start' };
        });
        return;
      }
      const open = (s: AnySession) => playRef.current(s);
      if (a.kind === 'local') {
        void load(() => import('./session/autosave')).then(({ savedGames, resumeSavedGame }) => {
          const g = savedGames().find((x) => x.id === a.id);
          // no save: the game ended, was discarded, or had no move yet; the start screen lists what is kept
          if (!g) return failed('');
          const s = resumeSavedGame(g);
          if (typeof s === 'string') failed(`This game cannot be played on: ${s}`);
          else open(s);
        });
        return;
      }
      if (a.kind === 'join') {
        // the invite is taken once and kept out of the history: its entry becomes the game's
        showAddress('', true);
        shown.current = '';
        replaceNext.current = true;
      }
      void load(() => import('./session/online')).then((m) => {
        if (a.kind === 'game') return m.reopenOnline(a.game, a.seat, here());
        return (a.kind === 'join' ? m.joinOnline : m.watchOnline)(hash, here());
      }).then(open, (e: unknown) => {
        const why = e instanceof Error ? e.message : String(e);
        failed(a.kind === 'game' ? why : linkProblem(a.kind === 'join' ? 'invite' : 'spectator', why));
      });
    };
    follow();
    window.addEventListener('popstate', follow);
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener('hashchange', follow);
    };
  }, [load]);
  // The local game on the screen is saved after every action, so a reload, a closed tab or a restarted browser loses nothing (autosave.ts).
  // Only games made on this page (`origin`, not a what-if branch) are kept: for the others autosave is not fetched.
  // Its save's id is its address (`#local=<id>`), so a reload opens it again.
  const playing = screen.kind === 'game' ? screen.session : null;
  useEffect(() => {
    if (!playing || !keptLocally(playing)) return undefined;
    let stop: (() => void) | null = null;
    let live = true;
    void load(() => import('./session/autosave')).then(({ keepSaved, saveIdOf }) => {
      if (!live) return;
      stop = keepSaved(playing);
      const id = saveIdOf(playing);
      if (id !== undefined) {
        const hash = localAddress(id);
        showAddress(hash, replaceNext.current || location.hash === hash);
        replaceNext.current = false;
        shown.current = hash;
      }
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [playing, load]);
  const leave = () => {
    if (screen.kind === 'game') screen.session.dispose();
    leaveAddress();
    shown.current = '';
    // a game by mail is left for the mail screen, where its file and the friend's answer are
    setScreen({ kind: screen.kind === 'game' && screen.session.mode === 'mail' ? 'mail' : 'start' });
  };
  if (screen.kind === 'opening') return <main className="start"><h1>Salvo</h1><p role="status">Opening the game…</p></main>;
  if (screen.kind === 'start') return <StartScreen key={problem ?? ''} problem={problem} onStart={play} onReplay={() => setScreen({ kind: 'replay' })} onScenarios={() => setScreen({ kind: 'scenarios' })} onCampaigns={() => setScreen({ kind: 'campaigns' })} onMail={() => setScreen({ kind: 'mail' })} />;
  if (screen.kind === 'scenarios') return <ScenarioScreen onStart={play} onBack={leave} />;
  if (screen.kind === 'mail') return <MailScreen onStart={play} onBack={leave} />;
  if (screen.kind === 'campaigns') return <CampaignScreen onBack={leave} onBranch={play} />;
  if (screen.kind === 'replay') return <ReplayScreen key={screen.record === undefined ? 'open' : 'game'} onLeave={leave} onBranch={play} {...(screen.record !== undefined ? { record: screen.record } : {})} />;
  const s = screen.session;
  const open = (linked: GameSession<unknown, unknown>) => play(linked as unknown as AnySession);
  // a war's battle on the server's table (WAS-SALVO-TACTICAL-ONLINE) returns to its war at the end
  const back = s.back;
  const afterBattle = back && s.openLinked ? { label: back.label, context: back.context, onClick: () => open(s.openLinked?.(back.game, back.kind) as GameSession<unknown, unknown>) } : undefined;
  // the finished game's record on the Replay screen; the game itself is left
  const replay = (record: string) => {
    s.dispose();
    setScreen({ kind: 'replay', record });
  };
  return s.kind === 'vas'
    ? <VasGame key={s.gameId} session={s as GameSession<VasState, VasAction>} onLeave={leave} onOpen={open} onReplay={replay} {...(afterBattle ? { afterBattle } : {})} />
    : <WasGame key={s.gameId} session={s as GameSession<WasState, WasAction>} onLeave={leave} onOpen={open} onReplay={replay} />;
}
