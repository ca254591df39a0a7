/**
 * A campaign played in the page: the ledger shown as the Campaigns screen shows any campaign, with what it
 * waits for made playable. A person's decision is a panel (CampaignDecision); the bots' decisions and
 * battles between two bot fleets are played on a Web Worker (campaign-bots.ts) as soon as they are wanted,
 * where a person plays too (a campaign of bots alone goes on a campaign turn at a time, on request); a battle
 * with a person in it is fought on the table (CampaignBattle). After every step the campaign is kept in the
 * browser (campaign-store.ts), and "Save the campaign file" gives the file `salvo campaign` carries on.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { battleFor, replayCampaign, type BattleRecord, type CampaignAction, type CampaignEvent } from '@salvo/campaign';
import type { VasAction } from '@salvo/vas';
import { useCampaignBots } from './useCampaignBots';
import { campaignFileText, keepCampaign, summaryOf, type CampaignInPlay } from './campaign-store';
import { applySteps, type StepBy } from './campaign-step';
import { afterDice, withDice, type DiceNote, type DiceWait } from './dice-wait';
import { campaignTurn, persons } from './campaign-turn';
import { CampaignBattle } from './CampaignBattle';
import { CampaignDecision } from './CampaignDecision';
import { CampaignDice } from './CampaignDice';
import { botBattleNote, pendingWords, scenarioName } from './campaign-words';
import type { FoughtBattle } from './campaign-battles';
import { CampaignView } from './CampaignView';
import { useOtherTab, whereItStands } from './useOtherTab';
import { Elapsed } from './Elapsed';
import { downloadText } from '../common/download';

const MOVED_ELSEWHERE = 'This campaign was moved on in another tab or window of this browser: a step here would undo what was done there.';

/** The most events of one step shown beside the decision. */
const LATELY = 8;

interface Props {
  readonly start: CampaignInPlay;
  readonly onWatch: (b: FoughtBattle) => void;
  readonly onClose: () => void;
  /** Every change, so the screen resumes it as it stands after the page shows something else (a battle watched). */
  readonly onProgress: (c: CampaignInPlay) => void;
  /** The Campaigns screen around the campaign (not around a battle, which has the whole page). */
  readonly frame: (body: ReactNode) => ReactNode;
}

export function PlayCampaign({ start, onWatch, onClose, onProgress, frame }: Props) {
  const [c, setC] = useState(start);
  const [events, setEvents] = useState<CampaignEvent[]>(() => { const r = replayCampaign(start.file.setup, start.file.actions); return r.ok ? r.value.events : []; });
  const [problem, setProblem] = useState<string | null>(null);
  /**
   * What happened since a person last acted, shown beside the decision (the whole story is in the log): a
   * person's step starts it afresh, and the bots' steps that follow are added, so the result of the person's
   * step (an initiative rolled, a battle recorded) is not wiped by the bot's step that comes at once.
   */
  const [lately, setLately] = useState<CampaignEvent[]>([]);
  const [kept, setKept] = useState<string | null>(() => keepCampaign(start));
  const [fighting, setFighting] = useState<string | null>(null);
  /** "Let the bots fight it" asked while a battle is begun on the table: the page asks first whether to forget it. */
  const [forgetAsked, setForgetAsked] = useState(false);
  /** Table mode: the step waiting for the dice rolled at the table (dice-wait.ts), and what its form says. */
  const [awaiting, setAwaiting] = useState<DiceWait | null>(null);
  const [diceNote, setDiceNote] = useState<DiceNote>(null);
  /** Two or more people at one screen: whose decisions the screen shows now (hand-over between them). */
  const [shownTo, setShownTo] = useState<string | null>(null);
  const latest = useRef(c);
  latest.current = c;
  /** Another tab moved this campaign on: no step here until this tab goes on from there (it would undo them). */
  const other = useOtherTab(c.id, latest);
  const movedElsewhere = useRef(false);
  movedElsewhere.current = other.moved !== null;

  const save = (next: CampaignInPlay) => { latest.current = next; onProgress(next); setC(next); setKept(keepCampaign(next)); };
  /**
   * Applies actions; in table mode a step that rolls waits for its dice (`awaiting`) and counts as taken.
   * `byBot`: a bot's step, added to what happened since the person last acted.
   */
  const step = (actions: readonly CampaignAction[], { who = 'The players', undoable = false, byBot = false }: StepBy = {}): string | null => {
    if (other.moved) return MOVED_ELSEWHERE;
    const r = applySteps(latest.current, actions);
    const last = actions[actions.length - 1];
    if (!r.ok && r.asked && last && last.dice === undefined) { setAwaiting({ actions, asked: r.asked, who, undoable, byBot }); setDiceNote(null); return null; }
    if (!r.ok) return r.problem;
    setAwaiting(null);
    save(r.campaign);
    setEvents((e) => [...e, ...r.events]);
    setLately((old) => (byBot ? [...old, ...r.events] : r.events));
    setProblem(null);
    return null;
  };

  const s = c.file.state;
  const turn = campaignTurn(s, c.seats);
  const solo = persons(s, c.seats).length === 0;
  const { botsBusy, botsWanted, fightByBots, setBotsUntil, setBotBattle } = useCampaignBots({ c, turn, solo, waiting: awaiting !== null || other.moved !== null, step, setProblem });
  /** The dice typed for the waiting step. */
  const enterDice = (dice: number[]) => {
    if (!awaiting) return;
    const actions = withDice(awaiting, dice);
    const next = afterDice(awaiting, applySteps(latest.current, actions), dice);
    if (next.kind === 'resize') { setAwaiting(next.wait); setDiceNote(next.note); return; }
    const why = step(actions, { who: awaiting.who, undoable: awaiting.undoable, byBot: awaiting.byBot });
    setDiceNote(why === null ? null : { kind: 'problem', text: why });
  };

  const onBattleActions = useCallback((actions: readonly VasAction[]) => {
    if (movedElsewhere.current) return;
    const cur = latest.current;
    const next = { ...cur, battle: { engagement: fighting ?? '', actions } };
    latest.current = next;
    onProgress(next);
    setKept(keepCampaign(next));
  }, [fighting]);

  /** Another tab's step: said, and this tab goes on from the campaign as that tab left it. */
  const elsewhere = other.moved && (
    <div role="alert" className="error campaign-elsewhere">
      <p>{MOVED_ELSEWHERE} {whereItStands(other.moved, latest.current)}</p>
      <button type="button" className="primary" onClick={() => {
        const there = other.moved;
        if (!there) return;
        const r = replayCampaign(there.file.setup, there.file.actions);
        latest.current = there;
        setC(there); onProgress(there); setEvents(r.ok ? r.value.events : []); setLately([]); setAwaiting(null); setProblem(null); setFighting(null); other.clear();
      }}>Go on from there</button>
    </div>
  );

  // A battle on the table here while another tab moved the campaign on: it stops (its actions are not kept).
  if (fighting !== null && elsewhere) return frame(<section className="campaign-now">{elsewhere}</section>);
  if (fighting !== null) {
    const result = (record: BattleRecord) => {
      const why = step([{ type: 'battle', engagement: fighting, record }], { who: 'After the battle' });
      if (why) setProblem(`The battle's result could not be recorded: ${why}`);
      setFighting(null);
    };
    return <CampaignBattle campaign={latest.current} engagement={fighting} onActions={onBattleActions} onResult={result} onLeave={() => { setC(latest.current); setFighting(null); }} />;
  }

  const download = () => downloadText(`campaign-${s.map}-turn-${s.turn}.json`, campaignFileText(c));
  const words = pendingWords(s);
  const name = (id: string) => s.players[id]?.name ?? id;
  let now;
  switch (turn.kind) {
    case 'over': now = null; break;
    case 'bots': now = botsWanted || botsBusy
      ? <p className="waiting" aria-busy="true">The bots are deciding{s.phase === 'engagements' ? ' and fighting their battles' : ''}… <Elapsed /></p>
      : <button type="button" className="primary" onClick={() => { setLately([]); setBotsUntil(s.turn + 1); }}>{s.turn === 0 ? 'Let the bots begin the campaign' : `Let the bots play campaign turn ${s.turn}`}</button>;
      break;
    case 'person': now = shownTo !== turn.player && persons(s, c.seats).length > 1 ? (
      <section className="hand-over" aria-labelledby="campaign-handover-h">
        <h3 id="campaign-handover-h">Hand the screen to {name(turn.player)}</h3>
        <p>The other players look away: only {name(turn.player)} should see what comes next (a secret modifier, the ships that sail).</p>
        <button type="button" className="primary" autoFocus onClick={() => setShownTo(turn.player)}>I am {name(turn.player)}</button>
      </section>
    ) : <CampaignDecision key={decisionKey(c.file.actions.length, turn.player, turn.pending)} state={s} player={turn.player} pending={turn.pending} suggestSeed={String(c.file.actions.length)} onAct={(a) => step([a], { who: name(turn.player), undoable: true })} />; break;
    case 'battle': {
      const e = s.engagements.find((x) => x.id === turn.engagement);
      const going = c.battle?.engagement === turn.engagement && c.battle.actions.length > 0;
      now = fightByBots !== null ? <p className="waiting" aria-busy="true">The bots are fighting {battleFor(s, turn.engagement)}… <Elapsed /></p> : (
        <>
          <div className="row">
            <button type="button" className="primary" onClick={() => setFighting(turn.engagement)}>{going ? 'Go on with the battle on the table' : 'Fight the battle on the table'}</button>
            {e && <span>{name(e.attacker)} attacks {name(e.defender)}{e.scenario ? ` (${scenarioName(e.scenario)}, Priority Level ${e.level ?? '?'})` : ''}.</span>}
          </div>
          {s.table ? <p className="muted">Table mode: the battle&apos;s dice are rolled at the table and typed, whoever plays the fleets.</p> : forgetAsked && going ? (
            <div className="campaign-confirm" role="group" aria-labelledby="campaign-forget-q">
              <p id="campaign-forget-q"><strong>Forget the battle begun on the table and let the bots fight it from the start?</strong> The moves made on the table are lost.</p>
              <div className="row">
                <button type="button" onClick={() => { setForgetAsked(false); setBotBattle(turn.engagement); }}>Forget it: let the bots fight</button>
                <button type="button" autoFocus onClick={() => setForgetAsked(false)}>Keep the battle</button>
              </div>
            </div>
          ) : (
            <div className="campaign-bot-battle">
              <button type="button" aria-describedby="campaign-bot-note" onClick={() => { if (going) setForgetAsked(true); else setBotBattle(turn.engagement); }}>Let the bots fight it</button>
              {e && <p id="campaign-bot-note" className="muted">{botBattleNote(s, e, c.seats)}</p>}
            </div>
          )}
        </>
      );
    }
  }
  return frame(
    <CampaignView fileName={summaryOf(c)} file={c.file} state={s} events={events} onWatch={onWatch}
      now={(
        <>
          {elsewhere}
          <p><strong>Now:</strong> {words.now}</p>
          {lately.length > 0 && (
            <div className="campaign-lately" aria-live="polite">
              <p className="muted">Just now:</p>
              <ul>{lately.slice(-LATELY).map((e, i) => <li key={i}>{e.text} <code className="rule">[{e.rule}]</code></li>)}</ul>
              {lately.length > LATELY && <p className="muted">and {lately.length - LATELY} earlier, in the log below.</p>}
            </div>
          )}
          {awaiting ? <CampaignDice key={`${c.file.actions.length}:${awaiting.asked.length}`} asked={awaiting.asked} typed={awaiting.typed ?? []} who={awaiting.who} note={diceNote} onSubmit={enterDice}
            {...(awaiting.undoable ? { onCancel: () => setAwaiting(null) } : {})} /> : now}
          {problem && <p role="alert" className="error">{problem}</p>}
          <p className="muted">{kept ?? 'Kept in this browser after every step.'} The campaign file is the one <code>salvo campaign</code> reads.</p>
          <div className="row">
            <button type="button" onClick={download}>Save the campaign file</button>
            <button type="button" onClick={onClose}>Close the campaign</button>
          </div>
        </>
      )} />
  );
}


/**
 * A decision panel starts afresh after every step, except while a player spends: the spend chosen (what on,
 * which ship) stays for the next, as a player repairing one ship after another expects.
 */
function decisionKey(step: number, player: string, pending: { readonly kind: string; readonly phase?: string }): string {
  return pending.kind === 'spend' ? `spend:${player}:${pending.phase ?? ''}` : `${step}:${player}`;
}
