/**
 * A War at Sea game: the board as the acting side may see it, its decision, the combat dice and
 * the POC track. In hot-seat (and table mode) a hand-over screen stands between the two sides:
 * the next side's board and orders are rendered only after "I am ..." is clicked, and the previous
 * side's orders are no longer in the page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { heuristicPlan, sampledFor } from '@salvo/bots';
import { seedRng } from '@salvo/kernel';
import { observe, pendingFor, wasEngine, type Side, type WasAction, type WasState, type WasView, describeAction } from '@salvo/was';
import { LastDice, TableDice } from '../common/Dice';
import { GameHeader } from '../common/GameHeader';
import { Announcer, EventLog } from '../common/Log';
import { bringDecisionIntoView } from '../common/decision-view';
import { wasRuleTitle } from './rule-titles';
import { ChatPanel } from '../common/ChatPanel';
import { RematchPanel } from '../common/RematchPanel';
import { PlayAgain } from '../common/PlayAgain';
import { ReplayThis } from '../common/ReplayThis';
import { waitingText } from '../common/waiting-text';
import { useSession } from '../common/useSession';
import type { GameSession } from '../session/types';
import { PocTrack, WasBoardMap } from './Board';
import { MoveOrders } from './MoveOrders';
import { formFor } from './forms/StepForm';
import { Connecting } from '../vas/VasGame';
import { asState } from './remote-state';
import { BOARD, namePlaces, placeName, sideName } from './names';
import { wasStepText } from '../common/status-text';
import { WasHowToPlay } from './HowToPlay';
import { tableBattleId, tacticalSetup } from '@salvo/was-tactical';
import { browserStorage } from '../session/browser-storage';
import { TacticalBattlePanel } from './TacticalBattle';
import { TacticalTable } from './TacticalTable';
import { battleKey, forgetBattle, keptBattle } from './tactical-store';
import { HostedBattle } from './HostedBattle';
import { battleBack } from '../session/battle-back';

/** Rules helpers run on a view online may find something missing: then they offer nothing. */
function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

interface WasGameProps {
  readonly session: GameSession<WasState, WasAction>;
  readonly onLeave: () => void;
  /** Opens another game in this page: online, the war's battle on the table (WAS-SALVO-TACTICAL-ONLINE). */
  readonly onOpen?: (s: GameSession<unknown, unknown>) => void;
  /** Opens the finished game's record on the Replay screen. */
  readonly onReplay?: (record: string) => void;
}

export function WasGame(props: WasGameProps) {
  const snap = useSession(props.session);
  if (snap.state === null) return <Connecting notice={snap.notice} onLeave={props.onLeave} />;
  return <WasPlay {...props} />;
}

function WasPlay({ session, onLeave, onOpen, onReplay }: WasGameProps) {
  const snap = useSession(session);
  const { state, pending: p } = snap;
  const [shownTo, setShownTo] = useState<Side | null>(null);
  const botRng = useRef(seedRng(`web-was-suggest:${Date.now()}`));
  const humans = (['allies', 'axis'] as const).filter((x) => session.controllerOf(x) === 'human');
  const twoPeople = humans.length === 2;
  const owing = p.kind === 'decision' ? [p.player as Side] : p.kind === 'simultaneous' ? (p.players as Side[]) : [];
  const online = session.mode === 'online';
  const step = state.step;
  // WAS-SALVO-TACTICAL: how a surface battle is fought is for the people, whichever side they play: at one screen
  // whoever is here; online the Allied player, or the person when a bot holds the Allies (the server allows it).
  const tactical = step.kind === 'tactical-battle' && !step.onTable && humans.length > 0
    && (!online || humans[0] === 'allies' || session.botSeat?.('allies') === true);
  // WAS-SALVO-TACTICAL-ONLINE: the battle is on the server's table; everyone following the war can open it
  const hosted = online && step.kind === 'tactical-battle' && step.onTable === true ? step.area : null;
  const acting = hosted ? null : tactical ? (humans[0] ?? null) : (owing.find((x) => session.controllerOf(x) === 'human') ?? null);
  const [onTable, setOnTable] = useState(false);
  const viewer: Side = acting ?? (twoPeople ? (shownTo ?? 'allies') : (humans[0] ?? 'allies'));
  // Online, the state is already this seat's view; rules helpers get a stand-in state built from it.
  const view = useMemo(() => (online ? (state as unknown as WasView) : observe(state, viewer)), [state, viewer, online]);
  const rulesState = useMemo(() => (online ? asState(view) : state), [online, view, state]);
  // What this screen's viewer may read of the step (19.3: no British names before the reveal); online it already is.
  const told = online ? p : pendingFor(state, viewer);
  const needsHandOver = twoPeople && !tactical && acting !== null && shownTo !== acting;
  const submit = (a: WasAction) => void session.submit(a, describeAction(state, a));
  const seenName = (id: string): string => { const x = view.ships.find((q) => q.id === id); return x && 'name' in x ? x.name : 'British ship'; };
  const area = 'area' in state.step && state.step.area ? state.step.area : null;

  // a heading left above the window after a step of this player's (the long form it replaced shrank the page) is
  // brought into view (decision-view.ts); the focus goes to it for the next Tab
  const decisionHeading = useRef<HTMLHeadingElement>(null);
  const decisionKey = acting && !needsHandOver ? `${acting}:${snap.actions.length}` : '';
  useEffect(() => {
    if (!decisionKey) return;
    decisionHeading.current?.focus({ preventScroll: true });
    bringDecisionIntoView(decisionHeading.current);
  }, [decisionKey]);

  const battle = tactical ? safe(() => tacticalSetup(rulesState), null) : null;
  // Only a local game at a tactical battle has one (an online view carries no PRNG state).
  const storeKey = tactical && !online ? battleKey(state.rng.join('-'), snap.actions.length) : '';
  const fought = (a: WasAction) => {
    forgetBattle(browserStorage(), storeKey);
    setOnTable(false);
    submit(a);
  };
  const openBattle = (area: string) => {
    if (!session.openLinked || !session.gameId) return;
    const war = { war: session.gameId, turn: state.turn, area };
    onOpen?.(session.openLinked(tableBattleId(war.war, war.turn, area), 'vas', { ...battleBack(war), ...(session.version !== undefined ? { since: session.version } : {}) }));
  };
  if (tactical && onTable && battle?.ok && !online) {
    return <TacticalTable war={session} state={state} setup={battle.value.setup} storeKey={storeKey} onBack={() => setOnTable(false)} onResult={fought} />;
  }

  const owed = snap.sending || p.kind === 'over' ? null : p.kind === 'chance' ? (session.tableDice ? 'dice' : null) : acting !== null ? 'decision' : null;
  if (needsHandOver && acting) {
    return (
      <div className="game was-game">
        <GameHeader title="War at Sea" status={`Turn ${state.turn}`} session={session} onLeave={onLeave} notice={snap.notice} takeBack={snap.takeBack} owed={owed} />
        <Announcer log={snap.log} />
        <section className="hand-over" aria-labelledby="handover-h">
          <h2 id="handover-h">Hand the screen to the {sideName(acting)} player</h2>
          <p>The {acting === 'allies' ? 'Axis' : 'Allied'} player looks away. Only the {sideName(acting)} player should see what comes next.</p>
          <button type="button" className="primary" autoFocus onClick={() => setShownTo(acting)}>I am the {sideName(acting)} player</button>
        </section>
      </div>
    );
  }

  let panel: React.ReactNode;
  if (p.kind === 'over') {
    panel = (
      <>
        <p className="result">{p.winners.length ? `${p.winners.map((w) => sideName(w as Side)).join(', ')} win. ` : 'No winner. '}{p.summary}</p>
        {onOpen && <RematchPanel session={session} rematch={snap.rematch} seats={['allies', 'axis']} onOpen={onOpen} />}
        {onOpen && <PlayAgain session={session} onOpen={onOpen} />}
        {onReplay && <ReplayThis session={session} onReplay={onReplay} />}
      </>
    );
  }
  else if (snap.sending) panel = <p className="waiting" aria-busy="true">Sending to the server…</p>
  // by mail, this seat's part is done: the file goes to the other player (the header says why), dice they roll included
  else if (snap.mail) panel = <p className="waiting">Nothing more to do here until {snap.mail.toName} answers: send them the file (above).</p>;
  else if (told.kind === 'chance') panel = session.tableDice
    ? <TableDice request={told.request} error={snap.error?.message ?? null} onSubmit={(v) => void session.submitDice(v)} />
    : <p>Rolling: {namePlaces(told.request.label)}</p>;
  else if (hosted) panel = <HostedBattle area={hosted} onOpen={() => openBattle(hosted)} />;
  else if (!acting) panel = <p className="waiting" aria-busy="true">{waitingText(session, owing, owing.map(sideName).join(' and '))}</p>;
  else if (tactical && online) panel = <TacticalBattlePanel state={state} battle={battle?.ok ? battle.value : null} kept={0} online onFight={() => submit({ type: 'fight-on-table' })} onSubmit={submit} />;
  else if (tactical && battle?.ok) panel = <TacticalBattlePanel state={state} battle={battle.value} kept={keptBattle(browserStorage(), storeKey)?.actions.length ?? 0} onFight={() => setOnTable(true)} onSubmit={fought} />;
  else if (state.step.kind === 'move' || state.step.kind === 'place-uboats') panel = <MoveOrders key={`${state.turn}-${acting}`} state={rulesState} side={acting} onSubmit={submit} />;
  else {
    const options = safe(() => wasEngine.legalActions(rulesState), []).filter((a) => !('side' in a) || a.side === acting);
    // Steps whose legal answers the engine only samples get a form that composes any of them (forms/StepForm.tsx).
    const Form = formFor(step);
    panel = Form
      ? <Form key={`${state.turn}-${JSON.stringify(step)}-${area ? (state.combat[area]?.round ?? 0) : ''}-${acting}`} view={view} state={rulesState} side={acting} suggestions={options} describe={(a) => describeAction(state, a)} onSubmit={submit} />
      : (
        <ul className="choices" aria-label="Your options">
          {options.map((a, i) => <li key={i}><button type="button" onClick={() => submit(a)}>{describeAction(state, a)}</button></li>)}
        </ul>
      );
  }

  // a decision another seat owes (the bot's, the other player's) is addressed to them: the waiting line says whose it is
  const prompt = told.kind === 'decision' || told.kind === 'simultaneous' ? (acting ? namePlaces(told.prompt) : null) : told.kind === 'chance' ? namePlaces(told.request.label) : 'The game is over.';
  const combat = area ? state.combat[area] : undefined;
  return (
    <div className="game was-game">
      <GameHeader title="War at Sea" status={`Turn ${state.turn} of ${BOARD.turns} · ${wasStepText(state.step)}${area ? ` in the ${placeName(area)}` : ''}${twoPeople ? ` · showing the ${sideName(viewer)} view` : ''}`} session={session} onLeave={onLeave} notice={snap.notice} takeBack={snap.takeBack} owed={owed} />
      <Announcer log={snap.log} />
      <PocTrack poc={state.poc} cap={BOARD.pocCap} />
      <div className="game-main">
        <div>
          <WasBoardMap view={view} focusArea={area} />
          {combat && area && (
            <section className="combat" aria-label={`Battle in the ${placeName(area)}`}>
              <h2>Battle in the {placeName(area)}{combat.round ? `, round ${combat.round}` : ''}</h2>
              <p className="muted">Each die: a modified 6 (or any natural 6) hits, a modified 5 disables, the rest miss; undamaged German ships add +1 in surface combat (11.5).</p>
              {combat.withdrawing.length > 0 && <p>Disengaging groups: {combat.withdrawing.map((g, i) => `${i + 1}: ${g.map(seenName).join(', ')}`).join('; ')}</p>}
            </section>
          )}
        </div>
        <aside className="side">
          <section className="decision" aria-labelledby="decision-h">
            <h2 id="decision-h" ref={decisionHeading} tabIndex={-1}>{acting ? `Your decision (${sideName(acting)})` : 'Now'}</h2>
            {prompt && <p className="prompt">{prompt}</p>}
            {panel}
            {snap.error && p.kind !== 'chance' && <p role="alert" className="error"><strong>Not allowed ({snap.error.tried}):</strong> {namePlaces(snap.error.message)}</p>}
            {acting && (
              <div className="row secondary">
                <button type="button" onClick={() => { const a = safe(() => heuristicPlan(rulesState, acting) ?? sampledFor(rulesState, acting, botRng.current), null); if (a) submit(a); }}>Let the bot decide this</button>
                <button type="button" onClick={() => { if (confirm(`The ${sideName(acting)} surrender?`)) submit({ type: 'surrender', side: acting }); }}>Surrender</button>
              </div>
            )}
          </section>
          <ChatPanel session={session} messages={snap.chat} openedWith={snap.chatOpenedWith} present={snap.present} />
          <WasHowToPlay step={state.step} />
          <LastDice dice={snap.lastDice} />
          <EventLog log={snap.log} ruleTitle={wasRuleTitle} />
        </aside>
      </div>
    </div>
  );
}
