/**
 * Spending in the Ship Experience phase (a ship's own XP Dice: VAS-CAMPAIGN-XP-SPEND) and in Repairs and
 * Reinforcements (the fleet's RR points): one spend at a time, each applied by the engine (which rolls its
 * dice and says what came of them in the log), then "Done". What each spend costs is said beside it.
 */
import { useId, useState } from 'react';
import { fleetList, findShipClass } from '@salvo/data';
import { CRIPPLED_SURCHARGE, REINFORCEMENT_COST, civilianCondition, surchargeOwed, playsCampaignRules, describeCritical, type RepairKind, type CampaignAction, type CampaignCivilian, type CampaignShip, type CampaignState, type PlayerId, type RrSpend, type XpSpend } from '@salvo/campaign';

interface SpendKind<S> { readonly label: string; readonly rule: string; readonly spend: (n: number, extra: string) => S; readonly count?: string; readonly ship: boolean;
  /** Merchantmen on the roster may be chosen too (VAS-CAMPAIGN-CIVILIAN-DAMAGE). */
  readonly civilians?: boolean; readonly extra?: 'class' | 'aircraft' | 'squadron' | 'against' | 'critical' }

const XP_KINDS: Readonly<Record<string, SpendKind<XpSpend>>> = {
  command: { label: 'Increase Command (1 XP Die; once a turn)', rule: 'VAS-CAMPAIGN-XP-COMMAND', ship: true, spend: () => ({ kind: 'command' }) },
  repair: { label: 'Repair Ship (XP Dice rolled, 5 Damage each)', rule: 'VAS-CAMPAIGN-XP-REPAIR', ship: true, count: 'XP Dice', spend: (n) => ({ kind: 'repair', dice: n }) },
  judgement: { label: 'Tactical Judgement (XP Dice kept as re-rolls)', rule: 'VAS-CAMPAIGN-XP-JUDGEMENT', ship: true, count: 'XP Dice', spend: (n) => ({ kind: 'judgement', dice: n }) },
  refit: { label: 'Refitting (2 XP Dice, the Refit table)', rule: 'VAS-CAMPAIGN-REFIT', ship: true, spend: () => ({ kind: 'refit' }) },
  duty: { label: 'Other Duties (2 XP Dice, the Other Duties table)', rule: 'VAS-CAMPAIGN-DUTY', ship: true, extra: 'against', spend: (_n, against) => ({ kind: 'duty', ...(against ? { against } : {}) }) },
};

const RR_KINDS: Readonly<Record<string, SpendKind<RrSpend>>> = {
  repair: { label: `Repairs (1 RR point per 5 Damage; a Crippled ship ${CRIPPLED_SURCHARGE} more first, once)`, rule: 'VAS-CAMPAIGN-RR-REPAIR', ship: true, civilians: true, count: 'RR points', spend: (n) => ({ kind: 'repair', points: n }) },
  critical: { label: `Repair a critical hit (1 RR point; Vital Systems 2; a Crippled ship ${CRIPPLED_SURCHARGE} more first, once)`, rule: 'VAS-CAMPAIGN-RR-CRITICAL', ship: true, civilians: true, extra: 'critical', spend: (_n, hit) => ({ kind: 'critical', vital: hit.startsWith('vital:'), effect: hit.replace(/^\w+:/, '') }) },
  recruit: { label: 'Recruit crew (1 RR point per 10 Crew; a Skeleton Crew loses 1 Command, once)', rule: 'VAS-CAMPAIGN-RECRUIT', ship: true, civilians: true, count: 'RR points', spend: (n) => ({ kind: 'recruit', points: n }) },
  'full-repair': { label: 'Send for complete repairs (away two turns)', rule: 'VAS-CAMPAIGN-FULL-REPAIR', ship: true, spend: () => ({ kind: 'full-repair' }) },
  reinforce: { label: 'A new ship (5 to 25 RR points by Priority Level)', rule: 'VAS-CAMPAIGN-REINFORCE', ship: false, extra: 'class', spend: (_n, cls) => ({ kind: 'reinforce', class: cls }) },
  flight: { label: 'Flights for a carrier (a squadron\'s cost)', rule: 'VAS-CAMPAIGN-AIR-BUY', ship: false, extra: 'aircraft', spend: (_n, a) => ({ kind: 'flight', aircraft: a }) },
  squadron: { label: 'A land-based squadron (its Priority Level\'s cost)', rule: 'VAS-CAMPAIGN-RR-SQUADRON', ship: false, extra: 'squadron', spend: (_n, a) => ({ kind: 'squadron', aircraft: a }) },
};

/** A merchantman's noted hits with its type's roster (for a turret's name), as a warship's are chosen from. */
function merchantHits(c: CampaignCivilian | undefined): Pick<CampaignShip, 'roster' | 'criticals'> | undefined {
  const roster = c ? findShipClass(c.type) : undefined;
  return c && roster ? { roster, criticals: c.criticals ?? [] } : undefined;
}

/** The ship's noted critical hits, one option per effect (the first of several alike is repaired first), with what each costs now. */
function criticalOptions(ship: Pick<CampaignShip, 'roster' | 'criticals'> | undefined, surcharge: number): { value: string; text: string }[] {
  const out: { value: string; text: string }[] = [];
  for (const c of ship?.criticals ?? []) {
    const value = `${c.vital ? 'vital' : 'other'}:${c.effect}`;
    if (ship && !out.some((o) => o.value === value)) out.push({ value, text: `${describeCritical(ship, c)} (${c.vital ? 2 : 1} RR${surcharge > 0 ? ` + ${surcharge} for being Crippled` : ''})` });
  }
  return out;
}

export function SpendPanel({ state: s, player, phase, onAct }: { state: CampaignState; player: PlayerId; phase: 'experience' | 'repairs'; onAct: (a: CampaignAction) => string | null }) {
  const p = s.players[player];
  const xp = phase === 'experience';
  const kinds: Readonly<Record<string, SpendKind<XpSpend | RrSpend>>> = xp ? XP_KINDS : RR_KINDS;
  const ships = (p?.ships ?? []).filter((x) => !x.destroyed && (!xp || x.xp > 0));
  const [kind, setKind] = useState(Object.keys(kinds)[0] ?? '');
  const [ship, setShip] = useState(ships[0]?.id ?? '');
  const [count, setCount] = useState(1);
  const [extra, setExtra] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  if (!p) return null;
  const k = kinds[kind];
  const merchantmen = !xp && k?.civilians ? (p.civilians ?? []).filter((c) => !c.destroyed) : [];
  const choices = [
    ...ships.map((x) => ({ id: x.id, text: `${x.name}${xp ? ` (${x.xp} XP)` : ` (Damage ${x.damage}, Crew ${x.crew})`}` })),
    ...merchantmen.map((c) => ({ id: c.id, text: `${c.name} (merchantman, ${civilianCondition(c)})` })),
  ];
  const shipId = choices.some((x) => x.id === ship) ? ship : (choices[0]?.id ?? '');
  const chosen = p.ships.find((x) => x.id === shipId) ?? p.civilians?.find((c) => c.id === shipId);
  // VAS-CAMPAIGN-RR-REPAIR: what a Crippled ship owes before this repair, under the rules its campaign plays by.
  const owed = (what: RepairKind): number => (!xp && chosen ? surchargeOwed(s, chosen, what) : 0);
  const surcharge = owed(kind === 'critical' ? 'critical' : 'damage');
  const list = fleetList(p.nation);
  const extras: Record<NonNullable<SpendKind<unknown>['extra']>, { label: string; options: { value: string; text: string }[] }> = {
    class: { label: 'Class', options: list.flatMap((l) => l.ships.map((c) => ({ value: c.class, text: `${c.class} (${l.level}, ${REINFORCEMENT_COST[l.level]} RR)` }))) },
    aircraft: { label: 'Aircraft', options: list.flatMap((l) => l.squadrons.map((q) => ({ value: q.aircraft, text: `${q.aircraft} (${q.flights} flights, ${REINFORCEMENT_COST[l.level]} RR)` }))) },
    squadron: { label: 'Aircraft', options: list.flatMap((l) => l.squadrons.map((q) => ({ value: q.aircraft, text: `${q.aircraft} (${q.flights} flights, ${REINFORCEMENT_COST[l.level]} RR)` }))) },
    critical: { label: 'Critical hit', options: criticalOptions(p.ships.find((x) => x.id === shipId) ?? merchantHits(p.civilians?.find((c) => c.id === shipId)), owed('critical')) },
    against: { label: 'Against', options: [{ value: '', text: 'the first enemy fleet it can' }, ...s.playerOrder.filter((x) => x !== player && !s.players[x]?.eliminated).map((x) => ({ value: x, text: s.players[x]?.name ?? x }))] },
  };
  const ex = k?.extra ? extras[k.extra] : undefined;
  const chosenExtra = ex && !ex.options.some((o) => o.value === extra) ? (ex.options[0]?.value ?? '') : extra;
  const spend = () => {
    if (!k) return;
    const what = k.spend(count, chosenExtra);
    const action: CampaignAction = xp ? { type: 'xp', player, ship: shipId, spend: what as XpSpend } : { type: 'rr', player, ...(k.ship ? { ship: shipId } : {}), spend: what as RrSpend };
    setProblem(onAct(action));
  };
  const pool = xp ? `XP Dice: ${ships.map((x) => `${x.name} ${x.xp}`).join(', ') || 'none left'}.` : `${p.rr} Repair and Reinforcement points to spend.`;
  return (
    <>
      <p>{xp ? 'Ship Experience: each ship spends only its own XP Dice (VAS-CAMPAIGN-XP-SPEND).' : 'Repairs and Reinforcements: the fleet spends its RR points.'} {pool} Spend as often as you like, then say you are done.</p>
      <div className="row campaign-spend">
        <label htmlFor={`${id}-k`}>Spend on</label>
        <select id={`${id}-k`} value={kind} onChange={(e) => { setKind(e.target.value); setProblem(null); }}>
          {Object.entries(kinds).map(([v, kk]) => <option key={v} value={v}>{kk.label}</option>)}
        </select>
        {k?.ship && (<>
          <label htmlFor={`${id}-s`}>Ship</label>
          <select id={`${id}-s`} value={shipId} onChange={(e) => setShip(e.target.value)}>
            {choices.map((x) => <option key={x.id} value={x.id}>{x.text}</option>)}
          </select>
        </>)}
        {k?.count && (<>
          <label htmlFor={`${id}-n`}>{k.count}</label>
          <input id={`${id}-n`} type="number" min={1} max={60} value={count} onChange={(e) => setCount(Math.max(1, Math.floor(Number(e.target.value) || 1)))} />
        </>)}
        {ex && (<>
          <label htmlFor={`${id}-x`}>{ex.label}</label>
          <select id={`${id}-x`} value={chosenExtra} onChange={(e) => setExtra(e.target.value)}>
            {ex.options.map((o) => <option key={o.value} value={o.value}>{o.text}</option>)}
          </select>
        </>)}
        {ex && ex.options.length === 0 && k?.extra === 'critical' && <span className="muted">No critical hits to repair on this ship.</span>}
        <button type="button" disabled={(k?.ship === true && choices.length === 0) || (ex !== undefined && ex.options.length === 0)} onClick={spend}>Spend</button>
      </div>
      {surcharge > 0 && (kind === 'repair' || kind === 'critical') && <p className="muted">{chosen?.name} is Crippled: {playsCampaignRules(s, 3) ? 'its first repair costs' : 'each repair of its Damage costs (this campaign keeps its old rules)'} {surcharge} RR points more.</p>}
      {k && <p className="muted">Rule: <code className="rule">{k.rule}</code></p>}
      {problem && <p role="alert" className="error">{problem}</p>}
      <button type="button" onClick={() => setProblem(onAct({ type: 'done', player }))}>Done with {xp ? 'Ship Experience' : 'Repairs and Reinforcements'}</button>
    </>
  );
}
