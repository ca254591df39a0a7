/** A Victory at Sea battle: the table, the pending decision, ship cards, dice and the log. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { seedRng, type Vec } from '@salvo/kernel';
import { aaSplitChoice, checkAction, criticalName, moveLimits, planMove, validateMove, vas, type MoveLeg, type VasAction, type VasState } from '@salvo/vas';
import { LastDice, TableDice } from '../common/Dice';
import { Announcer, EventLog } from '../common/Log';
import { ChatPanel } from '../common/ChatPanel';
import { RematchPanel } from '../common/RematchPanel';
import { PlayAgain } from '../common/PlayAgain';
import { ReplayThis } from '../common/ReplayThis';
import { GameHeader } from '../common/GameHeader';
import { useSession } from '../common/useSession';
import { vasEngine } from '../session/adapters';
import type { GameSession } from '../session/types';
import { actionText } from './action-text';
import { leavingText } from './leaving-text';
import { AttackPanel } from './AttackPanel';
import { AaPanel } from './AaPanel';
import { dragLegs, endTurn } from './geometry';
import { flightTitle } from './flight-text';
import { launchChoices } from './launch-choices';
import { FlyPanel } from './FlyPanel';
import { useFlying } from './useFlying';
import type { TableState } from './fleet-style';
import { draftLegs, legsDraft, MovePanel, type MoveDraft } from './MovePanel';
import { ShipCards } from './ShipCards';
import { VasTable, type MovePreview } from './Table';
import { ScenarioBrief } from '../scenario/InGame';
import { vasStatus } from '../common/status-text';
import { waitingText } from '../common/waiting-text';
import { HowToPlay } from './HowToPlay';
import { bringDecisionIntoView } from '../common/decision-view';
import { NominatePanel } from './NominatePanel';
import { RevealPanel } from './RevealPanel';
import { vasRuleTitle } from './rule-titles';

/**
 * `afterBattle`: what the battle's end leads to when it is part of something larger (a campaign's engagement, a
 * War at Sea battle); `context` says which, beside the turn in the header ("the North Sea, War at Sea turn 3").
 */
export interface AfterBattle { readonly label: string; readonly onClick: () => void; readonly context?: string }

export function VasGame({ session, onLeave, afterBattle, onOpen, onReplay }: { session: GameSession<VasState, VasAction>; onLeave: () => void; afterBattle?: AfterBattle; onOpen?: (s: GameSession<unknown, unknown>) => void; onReplay?: (record: string) => void }) {
  const snap = useSession(session);
  if (snap.state === null) return <Connecting notice={snap.notice} onLeave={onLeave} />;
  return <VasPlay session={session} onLeave={onLeave} {...(afterBattle ? { afterBattle } : {})} {...(onOpen ? { onOpen } : {})} {...(onReplay ? { onReplay } : {})} />;
}

export function Connecting({ notice, onLeave }: { notice?: string | null | undefined; onLeave: () => void }) {
  return (
    <main className="start">
      <h1>Salvo</h1>
      <p role="status">{notice ?? 'Connecting…'}</p>
      <button type="button" onClick={onLeave}>Back to the start</button>
    </main>
  );
}

function VasPlay({ session, onLeave, afterBattle, onOpen, onReplay }: { session: GameSession<VasState, VasAction>; onLeave: () => void; afterBattle?: AfterBattle; onOpen?: (s: GameSession<unknown, unknown>) => void; onReplay?: (record: string) => void }) {
  const snap = useSession(session);
  const { state, pending: p } = snap;
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState<MoveDraft>({ first: '0', turn: '0', second: '0' });
  const [draftFor, setDraftFor] = useState<string | null>(null);
  const [attacker, setAttacker] = useState<string>('');
  const [special, setSpecial] = useState<string>('');
  // the reveal decision: the last point picked on the table, and where the boats would go (marked on the table)
  const [pick, setPick] = useState<{ at: Vec; n: number } | null>(null);
  const [revealMarks, setRevealMarks] = useState<{ id: string; at: Vec; heading: number }[]>([]);
  const autoSelected = useRef('');
  const decisionHeading = useRef<HTMLHeadingElement | null>(null);
  const botRng = useRef(seedRng(`web-suggest:${Date.now()}`));

  const player = p.kind === 'decision' ? p.player : null;
  const mine = player !== null && session.controllerOf(player) === 'human';
  const [air, setAir] = useState<{ launch: string[]; recover: string[] }>({ launch: [], recover: [] });
  // Whose eyes the table is drawn for: the seat of this browser (online, by mail, or against a bot), else the
  // person deciding now; nobody's (every hidden square removed) when a bot or a remote player decides.
  const viewer = 'viewer' in state ? String((state as { viewer: unknown }).viewer)
    : session.mode === 'bot' || session.mode === 'mail' ? (state.fleetOrder.find((f) => session.controllerOf(f) === 'human') ?? null)
    : mine ? player : null;
  const shown: TableState = useMemo(() => ('rng' in state ? vas.observe(state, viewer ?? '') : state), [state, viewer]);
  const legal = useMemo(() => (mine ? vasEngine.legalActions(state) : []), [state, mine]);
  const moving = p.kind === 'decision' && p.decision === 'move' && mine && state.moving ? state.ships[state.moving] : undefined;
  if (moving && draftFor !== moving.id) {
    setDraftFor(moving.id);
    setSelected(moving.id);
    setDraft({ first: String(Math.min(moveLimits(moving).speed, Math.max(moveLimits(moving).minimum, moveLimits(moving).speed / 2))), turn: '0', second: '0', turn2: '0' });
    setAir({ launch: [], recover: [] });
  }
  const fly = useFlying(state, p.kind === 'decision' && p.decision === 'fly' && mine);
  const revealing = p.kind === 'decision' && p.decision === 'reveal' && mine && !snap.sending && !snap.mail;

  const preview: MovePreview | null = useMemo(() => {
    if (!moving) return null;
    const legs = draftLegs(draft);
    const checked = validateMove(state, { type: 'move', ship: moving.id, legs });
    const plan = checked.ok ? checked.value : null;
    const drawn = plan ?? (() => { const r = planMove(state, moving, legs, { allowShort: true }); return r.ok ? r.value : null; })();
    const withAir = checked.ok && (air.launch.length || air.recover.length) ? checkAction(state, moveAction(moving.id, legs, air)) : null;
    const error = !checked.ok ? checked.error.message : withAir && !withAir.ok ? withAir.error.message : null;
    return { ship: moving, legs, plan: drawn, error, halfSpeed: moveLimits(moving).speed / 2 };
  }, [moving, draft, state, air]);

  const submit = (a: VasAction, tried: string) => void session.submit(a, tried);
  const suggest = () => submit(vasEngine.sampleAction(state, botRng.current), 'the bot\'s choice');
  const onDrag = (pt: Vec, shift: boolean) => {
    if (!moving) return;
    const lim = moveLimits(moving);
    session.dismissError();
    if (shift && lim.agile) {
      // VAS-MOVE-AGILE: Shift-drag keeps the move and swings the bow at its end towards the pointer.
      const before = planMove(state, moving, draftLegs({ ...draft, turn2: '0' }), { allowShort: true });
      if (before.ok) setDraft({ ...draft, turn2: String(endTurn(before.value.end, before.value.heading, lim.turning, pt)) });
      return;
    }
    setDraft(legsDraft(dragLegs(moving, lim.speed, lim.turning, pt, lim.agile)));
  };
  const onFlightDrag = (id: string, pt: Vec) => {
    session.dismissError();
    fly?.drag(id, pt);
  };
  const who = player ? (state.fleets[player]?.name ?? player) : '';

  let panel: React.ReactNode = null;
  if (p.kind === 'over') {
    panel = (
      <>
        <p className="result">{p.winners.length ? `Winner: ${p.winners.map((w) => state.fleets[w]?.name ?? w).join(' and ')}. ` : 'No winner. '}{p.summary}</p>
        {afterBattle && <button type="button" className="primary" onClick={afterBattle.onClick}>{afterBattle.label}</button>}
        {onOpen && <RematchPanel session={session} rematch={snap.rematch} seats={Object.keys(state.fleets)} onOpen={onOpen} />}
        {onOpen && <PlayAgain session={session} onOpen={onOpen} />}
        {onReplay && <ReplayThis session={session} onReplay={onReplay} />}
      </>
    );
  }
  else if (snap.sending) panel = <p className="waiting" aria-busy="true">Sending to the server…</p>
  else if (snap.mail) panel = <p className="waiting">Nothing more to do here until {snap.mail.toName} answers: send them the file (above).</p>;
  else if (p.kind === 'chance') panel = session.tableDice
    ? <TableDice request={p.request} error={snap.error?.message ?? null} onSubmit={(v) => void session.submitDice(v)} />
    : <p>Rolling: {p.request.label}</p>;
  else if (!mine) panel = <p className="waiting" aria-busy="true">{waitingText(session, player !== null ? [player] : [], who)}</p>;
  else if (p.kind === 'decision') {
    switch (p.decision) {
      case 'take-first':
        panel = (
          <div className="row">
            <button type="button" className="primary" onClick={() => submit({ type: 'take-first', fleet: p.player, first: true }, 'move first')}>Move first</button>
            <button type="button" onClick={() => submit({ type: 'take-first', fleet: p.player, first: false }, 'make the opponent move first')}>Let the opponent move first</button>
          </div>
        );
        break;
      case 'nominate-move':
        panel = <NominatePanel state={state} legal={legal} special={special} onSpecial={setSpecial}
          onNominate={(id, sp) => submit({ type: 'nominate-move', ship: id, ...(sp ? { special: sp } : {}) }, `nominate ${state.ships[id]?.name ?? id}`)} />;
        break;
      case 'move':
        if (moving && preview) {
          const lim = moveLimits(moving);
          const legs: MoveLeg[] = draftLegs(draft);
          const summary = preview.plan ? `Ends at (${preview.plan.end.x.toFixed(1)}, ${preview.plan.end.y.toFixed(1)}) heading ${Math.round(preview.plan.heading)}°, ${preview.plan.distance.toFixed(1)}" moved${preview.plan.withdrawn ? ` — ${leavingText(state, moving, preview.plan.end)}` : ''}.` : '';
          // A carrier's flights, and the observation aircraft of a ship with Aircraft X (launched, never recovered).
          const own = launchChoices(state, moving);
          const carrier = own ? {
            carrier: own.carrier, aboard: own.aboard, aloft: own.aloft, observationAloft: own.observationAloft,
            launch: air.launch, recover: air.recover,
            onChange: (launch: string[], recover: string[]) => { session.dismissError(); setAir({ launch, recover }); },
          } : undefined;
          panel = <MovePanel shipName={moving.name} limits={lim} draft={draft} onDraft={(d) => { session.dismissError(); setDraft(d); }} error={preview.error} summary={summary}
            carrier={carrier} onCommit={() => submit(moveAction(moving.id, legs, air), `move ${moving.name}`)} />;
        }
        break;
      case 'attack': {
        const eligible = [...new Set(legal.filter((a) => a.type === 'attack').map((a) => (a as { ship: string }).ship))];
        const chosen = eligible.includes(attacker) ? attacker : (eligible[0] ?? '');
        if (chosen && autoSelected.current !== `${state.turn}:${chosen}`) {
          autoSelected.current = `${state.turn}:${chosen}`;
          if (selected !== chosen) setSelected(chosen);
        }
        panel = <AttackPanel key={chosen} state={shown} fleet={p.player} eligible={eligible} preMeasure={session.preMeasure} chosen={chosen}
          onChoose={(id) => { setAttacker(id); setSelected(id); }}
          onSubmit={(a) => submit(a, `attack with ${state.ships[a.ship]?.name ?? a.ship}`)} />;
        break;
      }
      case 'fly': {
        if (!fly) break;
        // the flights are moved now: the fire arcs of the ship selected last would be drawn over them to no purpose
        if (autoSelected.current !== `fly:${snap.actions.length}`) {
          autoSelected.current = `fly:${snap.actions.length}`;
          if (selected !== null) setSelected(null);
        }
        panel = <FlyPanel flights={fly.flights} title={(f) => flightTitle(state, f)} plans={fly.plans} check={fly.problem}
          onPlan={(id, plan) => { session.dismissError(); fly.setPlan(id, plan); }}
          onCommit={() => submit(fly.action, `fly ${fly.action.type === 'fly' ? fly.action.moves.length : 0} flight(s)`)}
          onHold={() => submit({ type: 'fly', fleet: p.player, moves: [] }, 'hold every flight')} />;
        break;
      }
      case 'aa-fire': {
        // the ship splitting her AA is selected once as the decision comes (her arcs and card), as a mover or attacker is
        const deciding = aaSplitChoice(state)?.ship;
        if (deciding && autoSelected.current !== `aa:${snap.actions.length}:${deciding}`) {
          autoSelected.current = `aa:${snap.actions.length}:${deciding}`;
          if (selected !== deciding) setSelected(deciding);
        }
        panel = <AaPanel key={snap.actions.length} state={state} onSubmit={submit} />;
        break;
      }
      case 'reveal':
        panel = <RevealPanel key={snap.actions.length} state={state} fleet={p.player} legal={legal} onSubmit={submit} pick={pick} onMarks={setRevealMarks} />;
        break;
      case 'damage-control':
        panel = (
          <ul className="choices">
            {legal.map((a, i) => a.type === 'damage-control' && (
              <li key={i}><button type="button" onClick={() => submit(a, 'damage control')}>
                {a.critical === null ? 'No Damage Control' : `Repair #${a.critical} ${criticalName(state.ships[a.ship]?.criticals.find((c) => c.id === a.critical)?.effect ?? '')}`}
              </button></li>
            ))}
          </ul>
        );
        break;
      default:
        panel = (
          <ul className="choices">
            {legal.map((a, i) => <li key={i}><button type="button" onClick={() => submit(a, actionText(state, a))}>{actionText(state, a)}</button></li>)}
          </ul>
        );
    }
  }

  // Keyboard play: each new decision of this browser's player takes the focus to its heading, so the
  // next Tab reaches its first control (not the page's top, where a removed button leaves the focus); a heading left
  // above the window (the attack form it replaced was long) is brought into view (decision-view.ts).
  const decisionKey = p.kind === 'decision' && mine ? `${p.decision}:${p.player}:${snap.actions.length}` : '';
  useEffect(() => {
    if (!decisionKey) return;
    decisionHeading.current?.focus({ preventScroll: true });
    bringDecisionIntoView(decisionHeading.current);
  }, [decisionKey]);
  const prompt = p.kind === 'decision' ? p.prompt : p.kind === 'chance' ? p.request.label : p.kind === 'over' ? 'The battle is over.' : p.prompt;
  return (
    <div className="game vas-game">
      <GameHeader title="Victory at Sea" status={`${vasStatus(state)}${afterBattle?.context ? ` · ${afterBattle.context}` : ''}`} session={session} onLeave={onLeave} notice={snap.notice} takeBack={snap.takeBack} owed={snap.sending ? null : mine ? 'decision' : p.kind === 'chance' && session.tableDice ? 'dice' : null} />
      <Announcer log={snap.log} />
      <div className="game-main">
        <VasTable state={shown} selected={selected} onSelect={setSelected} preview={preview} preMeasure={session.preMeasure} {...(moving ? { onDrag } : {})}
          {...(fly ? { flying: fly.drawn, onFlightDrag } : {})}
          {...(revealing ? { onPick: (at: Vec) => setPick((q) => ({ at, n: (q?.n ?? 0) + 1 })), marks: revealMarks } : {})} {...(session.mode === 'online' ? { turnFor: { game: session.gameId, seat: session.seat ?? null } } : {})} />
        <aside className="side">
          <section className="decision" aria-labelledby="decision-h">
            <h2 id="decision-h" ref={decisionHeading} tabIndex={-1}>{mine ? `Your decision${session.mode === 'hot-seat' || session.mode === 'table' ? ` (${who})` : ''}` : 'Now'}</h2>
            {prompt && <p className="prompt">{prompt}</p>}
            {panel}
            {snap.error && p.kind !== 'chance' && <p role="alert" className="error"><strong>Not allowed ({snap.error.tried}):</strong> {snap.error.message}</p>}
            {mine && p.kind === 'decision' && (
              <div className="row secondary">
                <button type="button" onClick={suggest}>Let the bot decide this</button>
                <button type="button" onClick={() => { if (confirm(`${who} concedes the battle?`)) submit({ type: 'concede', fleet: p.player }, 'concede'); }}>Concede</button>
              </div>
            )}
          </section>
          <ChatPanel session={session} messages={snap.chat} openedWith={snap.chatOpenedWith} present={snap.present} />
          <ScenarioBrief state={shown} over={p.kind === 'over'} />
          <HowToPlay phase={state.phase} />
          <LastDice dice={snap.lastDice} />
          <EventLog log={snap.log} ruleTitle={vasRuleTitle} />
        </aside>
      </div>
      <ShipCards state={shown} selected={selected} onSelect={setSelected} />
    </div>
  );
}

function moveAction(ship: string, legs: MoveLeg[], air: { launch: string[]; recover: string[] }): VasAction {
  return { type: 'move', ship, legs, ...(air.launch.length ? { launch: air.launch } : {}), ...(air.recover.length ? { recover: air.recover } : {}) };
}
