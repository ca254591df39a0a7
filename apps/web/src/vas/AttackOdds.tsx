/**
 * The exact odds of the attack being declared, per target (the engine's `judgedAttackOdds`, the same
 * figures as `odds` at the terminal's attack prompt): expected Damage, P(critical hit), P(Crippled),
 * P(sunk), and the Damage points lost as bars, or a sentence when no hit is possible. Without the
 * pre-measure house rule each target is reckoned from the distance judged by eye only, so the odds
 * never tell the player more than the rules let him measure (VAS-ATTACK-NOMINATE): where "about 20""
 * may lie on either side of a range limit, the odds are shown for each side, with what differs.
 */
import { useMemo } from 'react';
import { judgedAttackOdds, spanNote, type AttackOdds as Odds, type FireNomination, type VasState } from '@salvo/vas';
import type { TableState } from './fleet-style';

interface Props {
  readonly state: TableState;
  readonly ship: string;
  readonly fire: readonly FireNomination[];
  readonly preMeasure: boolean;
}

const pct = (p: number): string => (p > 0 && p < 0.005 ? '<1%' : p > 0.995 && p < 1 ? '>99%' : `${Math.round(p * 100)}%`);

/** Damage points lost, one bar per value from 0 to the largest with any weight; tallest bar full height. */
function DamageBars({ odds, name }: { odds: Odds; name: string }) {
  const last = odds.damage.reduce((m, p, i) => (p >= 0.0005 ? i : m), 0);
  const shown = odds.damage.slice(0, last + 1);
  const top = Math.max(...shown, 1e-9);
  const w = 10;
  const h = 36;
  const label = `Damage ${name} loses: ${shown.map((p, i) => `${i}: ${pct(p)}`).join(', ')}`;
  return (
    <svg className="odds-bars" viewBox={`0 0 ${shown.length * w} ${h + 12}`} width={Math.max(60, shown.length * w * 1.6)} role="img" aria-label={label}>
      {shown.map((p, i) => (
        <g key={i}>
          <rect x={i * w + 1} y={h - (p / top) * h} width={w - 2} height={(p / top) * h} className={i === 0 ? 'odds-miss' : 'odds-hit'}><title>{`${i} Damage: ${pct(p)}`}</title></rect>
          {(i % 5 === 0 || i === last) && <text x={i * w + w / 2} y={h + 10} textAnchor="middle">{i}</text>}
        </g>
      ))}
    </svg>
  );
}

/** Certain to do nothing though some weapon fires: every one needs 7+ (a 6 is not always a hit, VAS-ATTACK-HIT). */
const noHit = (o: Odds): boolean => o.shots > 0 && (o.hits[0] ?? 0) > 1 - 1e-12;

/** One case of one target: the figures, then the bars (or why there are none). */
function CaseOdds({ o, name, crippled, when, why }: { o: Odds; name: string; crippled: boolean; when: string; why: readonly string[] }) {
  const head = when ? <><strong>{name}</strong>, {when}{why.length > 0 ? ` (${why.join('; ')})` : ''}</> : <strong>{name}</strong>;
  return (
    <div className="odds-case">
      <p>
        {head}: {o.shots === 0 ? 'nothing bears in range' : noHit(o) ? 'no hit possible: every weapon firing needs 7+.' : (
          <>expected {o.meanDamage.toFixed(1)} Damage ({o.meanHits.toFixed(1)} hits); critical hit {pct(o.pCritical)}; {crippled ? 'already Crippled' : `Crippled ${pct(o.pCrippled)}`}; sunk {pct(o.pDestroyed)}</>
        )}
      </p>
      {o.shots > 0 && !noHit(o) && <DamageBars odds={o} name={when ? `${name} (${when})` : name} />}
    </div>
  );
}

export function AttackOdds({ state, ship, fire, preMeasure }: Props) {
  const odds = useMemo(() => judgedAttackOdds(state as VasState, ship, fire, preMeasure), [state, ship, fire, preMeasure]);
  if (fire.length === 0 || !odds.ok) return null;
  return (
    <section className="attack-odds" aria-label="Odds of this attack">
      <h4>Odds of this attack <small>({preMeasure ? 'measured ranges: house rule' : 'ranges judged by eye, to the nearest 5"'})</small></h4>
      {odds.value.map((j) => {
        const t = state.ships[j.target];
        const name = t?.name ?? j.target;
        // a target already Crippled is said to be so: this attack is not credited with it
        const crippled = t !== undefined && (t.crippled || t.damage <= t.roster.damage[1]);
        const note = spanNote(name, j);
        return (
          <div key={j.target} className="odds-target">
            {note && <p className="odds-note">{note}</p>}
            {j.cases.map((c) => <CaseOdds key={c.when} o={c.value.odds} name={name} crippled={crippled} when={c.when} why={c.value.why} />)}
          </div>
        );
      })}
    </section>
  );
}
