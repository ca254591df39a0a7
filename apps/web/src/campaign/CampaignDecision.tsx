/**
 * A person's decision in a campaign, for what the campaign waits for from that player: swap two ships'
 * Command, nominate a Strategic Target, answer a challenge, hand in the secret Priority Level modifier,
 * choose the ships that sail, or spend XP Dice and RR points (SpendPanel). Choices the engine would refuse
 * are not offered where they can be known beforehand (each target and each set of ships is tried against
 * the ledger); any refusal is the engine's sentence.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { allocationCost } from '@salvo/data';
import { seedRng } from '@salvo/kernel';
import { applyCampaign, available, battleFor, capital, campaignBotAction, campaignMap, cannotSail, type CampaignAction, type CampaignPending, type CampaignState, type PlayerId } from '@salvo/campaign';
import { crewQualityName } from '@salvo/data';
import { SpendPanel } from './SpendPanel';
import { sailingWords, scenarioName } from './campaign-words';

export interface DecisionProps {
  readonly state: CampaignState;
  readonly player: PlayerId;
  readonly pending: CampaignPending;
  /** Applies the action; answers the engine's refusal, or null when it was taken. */
  readonly onAct: (a: CampaignAction) => string | null;
  /** Seeds the campaign bot when the person lets it decide (the ledger's length: the same ledger, the same suggestion). */
  readonly suggestSeed: string;
}

/** The engine's refusal of an action on this ledger, or null: the page offers only what it would accept. */
export const refusal = (s: CampaignState, a: CampaignAction): string | null => { const r = applyCampaign(s, a); return r.ok ? null : r.error.message; };

export function CampaignDecision(props: DecisionProps) {
  const { state: s, player, pending: p } = props;
  const name = s.players[player]?.name ?? player;
  const [problem, setProblem] = useState<string | null>(null);
  const act = (a: CampaignAction) => setProblem(props.onAct(a));
  // A new decision takes the focus the last one's button lost with it (keyboard and screen-reader users), never from another control.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus({ preventScroll: true }); }, []);
  let body;
  switch (p.kind) {
    case 'swap': body = <SwapChoice {...props} act={act} />; break;
    case 'select': body = <TargetChoice {...props} act={act} />; break;
    case 'challenge': {
      const target = campaignMap(s.map)?.targets.find((t) => t.id === p.target)?.name ?? p.target;
      body = (
        <>
          <p>{s.players[p.by]?.name ?? p.by} has nominated {target}, which nobody holds. Challenge for it? Accepting sends an engagement for it; declining lets it be occupied. (VAS-CAMPAIGN-CHALLENGE)</p>
          <div className="row">
            <button type="button" onClick={() => act({ type: 'challenge', player, accept: true })}>Challenge for {target}</button>
            <button type="button" onClick={() => act({ type: 'challenge', player, accept: false })}>Let it go</button>
          </div>
        </>
      );
      break;
    }
    case 'prepare': body = <PrepareChoice {...props} engagement={p.engagement} act={act} />; break;
    case 'fleet': body = <FleetChoice {...props} engagement={p.engagement} act={act} />; break;
    case 'spend': body = <SpendPanel state={s} player={player} phase={p.phase} onAct={props.onAct} />; break;
    default: body = null;
  }
  return (
    <section className="campaign-decision" aria-label={`${name} decides`}>
      <h3 ref={heading} tabIndex={-1}>{name} decides</h3>
      {body}
      {problem && <p role="alert" className="error">{problem}</p>}
      <p className="secondary"><button type="button" onClick={() => {
        const a = campaignBotAction(s, player, seedRng(`campaign-suggest:${props.suggestSeed}:${player}`));
        setProblem(a ? props.onAct(a) : 'The bot has nothing to decide here.');
      }}>Let the bot decide this</button> <span className="muted">(the plain campaign player of <code>--auto</code>)</span></p>
    </section>
  );
}

type ChoiceProps = DecisionProps & { readonly act: (a: CampaignAction) => void };

function SwapChoice({ state: s, player, act }: ChoiceProps) {
  const ships = (s.players[player]?.ships ?? []).filter((x) => !x.destroyed);
  const [a, setA] = useState(ships[0]?.id ?? '');
  const [b, setB] = useState(ships[1]?.id ?? '');
  const id = useId();
  const option = (x: (typeof ships)[number]) => <option key={x.id} value={x.id}>{x.name} ({x.class}), Command {x.command} {crewQualityName(x.command)}</option>;
  return (
    <>
      <p>Once, before the first turn, two of your ships may swap their Command ratings (VAS-CAMPAIGN-START-SWAP): a good crew to the flagship.</p>
      <div className="row">
        <label htmlFor={`${id}-a`}>Ship</label><select id={`${id}-a`} value={a} onChange={(e) => setA(e.target.value)}>{ships.map(option)}</select>
        <label htmlFor={`${id}-b`}>swaps with</label><select id={`${id}-b`} value={b} onChange={(e) => setB(e.target.value)}>{ships.map(option)}</select>
      </div>
      <div className="row">
        <button type="button" disabled={a === b} onClick={() => act({ type: 'swap', player, ships: [a, b] })}>Swap their Command</button>
        <button type="button" onClick={() => act({ type: 'swap', player, ships: null })}>No swap</button>
      </div>
    </>
  );
}

function TargetChoice({ state: s, player, act }: ChoiceProps) {
  const map = campaignMap(s.map);
  const open = (map?.targets ?? []).filter((t) => refusal(s, { type: 'select', player, target: t.id }) === null);
  const [target, setTarget] = useState(open[0]?.id ?? '');
  const id = useId();
  const holder = (t: string) => { const o = s.owners[t]; return o ? `held by ${s.players[o]?.name ?? o}` : 'unoccupied'; };
  return (
    <>
      <p>Nominate a Strategic Target to attack or occupy (VAS-CAMPAIGN-SELECT), or pass.</p>
      {open.length > 0 ? (
        <div className="row">
          <label htmlFor={id}>Target</label>
          <select id={id} value={target} onChange={(e) => setTarget(e.target.value)}>
            {open.map((t) => <option key={t.id} value={t.id}>{t.name} ({holder(t.id)})</option>)}
          </select>
          <button type="button" onClick={() => act({ type: 'select', player, target })}>Nominate</button>
        </div>
      ) : <p className="muted">No target can be nominated now.</p>}
      <button type="button" onClick={() => act({ type: 'select', player, target: null })}>Pass</button>
    </>
  );
}

function PrepareChoice({ state: s, player, engagement, act }: ChoiceProps & { readonly engagement: string }) {
  const [modifier, setModifier] = useState(0);
  const [night, setNight] = useState(false);
  const id = useId();
  const e = s.engagements.find((x) => x.id === engagement);
  const foe = e ? (e.attacker === player ? e.defender : e.attacker) : '';
  return (
    <>
      <p>{e ? capital(battleFor(s, e)) : 'The battle'} against {s.players[foe]?.name ?? foe}: hand in a secret modifier to the Priority Level of the battle, from -3 (a smaller battle) to +3 (a bigger one), and whether you want it fought at night (VAS-CAMPAIGN-LEVEL; if only one side wants night, both roll and night comes only if that side rolls higher, VAS-CAMPAIGN-NIGHT). Neither is shown to the other side until the level is rolled.</p>
      <div className="row">
        <label htmlFor={`${id}-m`}>Modifier</label>
        <select id={`${id}-m`} value={modifier} onChange={(e2) => setModifier(Number(e2.target.value))}>
          {[-3, -2, -1, 0, 1, 2, 3].map((m) => <option key={m} value={m}>{m > 0 ? `+${m}` : m}</option>)}
        </select>
        <label><input type="checkbox" checked={night} onChange={(e2) => setNight(e2.target.checked)} /> I want a night battle</label>
        <button type="button" onClick={() => act({ type: 'prepare', player, engagement, modifier, night })}>Hand it in</button>
      </div>
    </>
  );
}

function FleetChoice({ state: s, player, engagement, act }: ChoiceProps & { readonly engagement: string }) {
  const p = s.players[player];
  const e = s.engagements.find((x) => x.id === engagement);
  const [chosen, setChosen] = useState<string[]>([]);
  if (!p || !e || e.level === null) return null;
  const level = e.level;
  const ships = available(s, p);
  const squadrons = p.squadrons ?? [];
  /** Ships afloat that cannot sail now, and why: a player should not have to guess why a ship is not offered. */
  const kept = p.ships.filter((x) => !x.destroyed).flatMap((x) => { const why = cannotSail(s, x); return why ? [why] : []; });
  const priorities = chosen.map((id) => ships.find((x) => x.id === id)?.roster.priority ?? squadrons.find((q) => q.id === id)?.priority ?? 'Patrol');
  const cost = allocationCost(priorities, level).total;
  const points = e.points[player] ?? 0;
  const why = refusal(s, { type: 'fleet', player, engagement, ships: chosen });
  const toggle = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  return (
    <>
      <p>{capital(battleFor(s, e))}: {scenarioName(e.scenario)} at Priority Level {level}{e.weather === 'bad' ? ', in Bad Weather' : ''}{e.night ? ', at night' : ''}. Choose the ships that sail, for at most {points} Fleet Allocation Points (VAS-CAMPAIGN-POINTS). A ship sails in one engagement a turn.</p>
      <fieldset className="campaign-ships-choice">
        <legend>Ships that sail</legend>
        {ships.map((x) => (
          <label key={x.id}><input type="checkbox" checked={chosen.includes(x.id)} onChange={(ev) => toggle(x.id, ev.target.checked)} /> {sailingWords(x)}</label>
        ))}
        {squadrons.map((q) => (
          <label key={q.id}><input type="checkbox" checked={chosen.includes(q.id)} onChange={(ev) => toggle(q.id, ev.target.checked)} /> {q.aircraft} squadron ({q.priority}, {q.flights} flights)</label>
        ))}
        {ships.length + squadrons.length === 0 && <p className="muted">No ship can sail.</p>}
      </fieldset>
      {kept.length > 0 && <p className="muted">In port: {kept.map((k) => `${k.why} (${k.rule})`).join('; ')}.</p>}
      <p aria-live="polite">Cost: {cost} of {points} Fleet Allocation Points.{chosen.length === 0 ? ' Sending no ship gives the battle to the other side (VAS-CAMPAIGN-FORFEIT).' : ''}</p>
      {why && chosen.length > 0 && <p className="error">{why}</p>}
      <button type="button" disabled={why !== null} onClick={() => act({ type: 'fleet', player, engagement, ships: chosen })}>{chosen.length === 0 ? 'Send no ship' : 'These ships sail'}</button>
    </>
  );
}
