/**
 * Screens: start, a game (Victory at Sea table or War at Sea board), replay, scenarios, campaigns. Only the start
 * screen is in the first script; every other screen is its own chunk, fetched when it is first opened (LazyScreen),
 * and so are the engines, the online client and the autosave (fetched when a game is started or a link opened).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { VasAction, VasState } from '@salvo/vas';
import type { WasAction, WasState } from '@salvo/was';
import { here, StartScreen } from './StartScreen';
import { linkProblem } from './link-problem';
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

type Screen = { kind: 'start' } | { kind: 'game'; session: AnySession } | { kind: 'replay'; record?: string } | { kind: 'scenarios' } | { kind: 'campaigns' } | { kind: 'mail' };

export function App() {
  return <LazyScreen><Screens /></LazyScreen>;
}

function Screens(): ReactNode {
  const [screen, setScreen] = useState<Screen>({ kind: 'start' });
  const [problem, setProblem] = useState<string | null>(null);
  const load = useLoadOnUse();
  // An invite or spectator link opens its game on load, and also when pasted into a tab already showing Salvo (only the #fragment changes then).
  useEffect(() => {
    const follow = () => {
      const hash = location.hash;
      const link = hash.startsWith('#join=') ? 'join' : hash.startsWith('#watch=') ? 'watch' : null;
      if (!link) return;
      history.replaceState(null, '', location.pathname + location.search);
      void load(() => import('./session/online')).then((m) => (link === 'join' ? m.joinOnline : m.watchOnline)(hash, here())).then(play, (e: unknown) => {
        setScreen((s) => {
          if (s.kind === 'game') s.session.dispose();
          return { kind: 'start' };
        });
        setProblem(linkProblem(hash.startsWith('#join=') ? 'invite' : 'spectator', e instanceof Error ? e.message : String(e)));
      });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [load]);
  // The local game on the screen is saved after every action, so a reload, a closed tab or a restarted browser loses nothing (autosave.ts).
  // Only games made on this page (`origin`, not a what-if branch) are kept: for the others autosave is not fetched.
  const playing = screen.kind === 'game' ? screen.session : null;
  useEffect(() => {
    if (!playing?.origin || playing.origin.mode === 'what-if') return undefined;
    let stop: (() => void) | null = null;
    let live = true;
    void load(() => import('./session/autosave')).then(({ keepSaved }) => {
      if (live) stop = keepSaved(playing);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [playing, load]);
  const leave = () => {
    if (screen.kind === 'game') screen.session.dispose();
    // a game by mail is left for the mail screen, where its file and the friend's answer are
    setScreen({ kind: screen.kind === 'game' && screen.session.mode === 'mail' ? 'mail' : 'start' });
  };
  const play = (session: AnySession) => {
    // The browser tests read the local game through this hook (the local state is in this page anyway).
    (globalThis as { __salvo?: unknown }).__salvo = session;
    setScreen((s) => {
      if (s.kind === 'game' && s.session !== session) s.session.dispose();
      return { kind: 'game', session };
    });
  };
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
