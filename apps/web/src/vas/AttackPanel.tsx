/**
 * Declaring an attack: choose the ship, then a target for each weapon; secondary and AA batteries may
 * split their Attack Dice between targets (VAS-ATTACK-SPLIT); at night under the night-fighting variant
 * a starshell and a spotlight may be aimed (VAS-NF-STARSHELL, VAS-NF-SPOTLIGHT). The rules forbid
 * pre-measuring, so enemies are listed in a fixed order (not by range) with the distance as a captain
 * judges it, to the nearest 5" (as the terminal), unless the pre-measure house rule is on. The engine's
 * own checks (`validateNominations`, `checkAction`, which measure nothing) say what is wrong as the
 * form changes, and nothing is sent while they refuse. Accepted nominations show their exact odds
 * (AttackOdds.tsx), reckoned at the judged distances. Fire arcs are public, so the form says beside a
 * weapon when its target lies outside its arc or clearly beyond its Range (bearing-by-eye.ts): the
 * nomination is legal, but the weapon is spent without firing (VAS-ATTACK-NOMINATE). Beside each weapon
 * with a target the form says what it needs to hit and why, with the engine's modifiers
 * (`judgedToHit`): a modifier or a Range that depends on the unmeasured distance is said with its "if".
 * Each enemy has its own "All weapons at X", which picks the guns that bear on her by the player's view:
 * in arc, and not clearly out of Range (a gun that may reach is picked; its to-hit line says it may not).
 */
import { useMemo, useState } from 'react';
import { arcsOfBearing, distance, relativeBearing } from '@salvo/kernel';
import { checkAction, currentAD, judgedToHit, toHitText, validateNominations, type FireNomination, type ShipState, type VasAction, type VasState } from '@salvo/vas';
import type { TableState } from './fleet-style';
import { estimate, inches } from './geometry';
import { AttackOdds } from './AttackOdds';
import { gunsBearing, wastedNominations } from './bearing-by-eye';

interface Props {
  readonly state: TableState;
  readonly fleet: string;
  readonly eligible: readonly string[];
  readonly preMeasure: boolean;
  readonly chosen: string;
  readonly onChoose: (ship: string) => void;
  readonly onSubmit: (action: Extract<VasAction, { type: 'attack' }>) => void;
}

const SPLITTABLE = new Set(['secondary']);

/** The engine's sentence for these nominations, or null (the state's PRNG is never needed for it). */
export function attackProblem(state: TableState, a: Extract<VasAction, { type: 'attack' }>): string | null {
  const s = state as VasState;
  const ship = s.ships[a.ship];
  if (!ship) return null;
  const shape = checkAction(s, a);
  if (!shape.ok) return shape.error.message;
  if (a.fire.length === 0) return null;
  return validateNominations(s, ship, a.fire)?.message ?? null;
}

export function AttackPanel({ state, fleet, eligible, preMeasure, chosen, onChoose, onSubmit }: Props) {
  const [targets, setTargets] = useState<Record<string, string>>({});
  const [split, setSplit] = useState<Record<string, string>>({});
  const [starshell, setStarshell] = useState('');
  const [spotlight, setSpotlight] = useState('');
  const [tried, setTried] = useState(false);
  const ship = state.ships[chosen];
  const night = state.visibility.night !== null || state.options.variants.includes('night-fighting');
  const enemies = state.shipOrder.map((id) => state.ships[id])
    .filter((s): s is ShipState => !!s && !s.destroyed && !s.withdrawn && !s.hidden && s.fleet !== fleet && state.fleets[s.fleet]?.side !== state.fleets[fleet]?.side);
  const fire = (): FireNomination[] => {
    if (!ship) return [];
    const out: FireNomination[] = [];
    ship.roster.weapons.forEach((w, i) => {
      if (SPLITTABLE.has(w.kind)) {
        for (const e of enemies) {
          const n = Number(split[`${i}:${e.id}`] ?? 0);
          if (n > 0) out.push({ weapon: i, target: e.id, dice: n });
        }
      } else {
        const t = targets[String(i)];
        if (t) out.push({ weapon: i, target: t });
      }
    });
    return out;
  };
  const action = (f: FireNomination[]): Extract<VasAction, { type: 'attack' }> => ({
    type: 'attack', ship: chosen, fire: f, ...(starshell ? { starshell } : {}), ...(spotlight ? { spotlight } : {}),
  });
  const problem = ship ? attackProblem(state, action(fire())) : null;
  // Nominations the table itself shows to be wasted (out of arc; out of Range only under the house rule).
  const wasted = ship ? wastedNominations(state.ships, ship, fire(), preMeasure) : [];
  const wastedOf = (i: number): string[] => wasted.filter((x) => x.weapon === i).map((x) => `${x.why}: nominated, it is spent without firing.`);
  const warning = (i: number) => {
    const why = wastedOf(i);
    return why.length > 0 ? <span className="warn bearing-warning" id={`bearing-${i}`}>⚠ {why.join(' ')}</span> : null;
  };
  // What weapon i needs to hit each of its targets, as the player may reckon it (the engine's words).
  const toHit = (i: number) => {
    const lines = fire().filter((f) => f.weapon === i).flatMap((f) => {
      const cases = judgedToHit(state as VasState, chosen, i, f.target, preMeasure);
      return cases ? [`${state.ships[f.target]?.name ?? f.target}: ${toHitText(cases)}`] : [];
    });
    return lines.length > 0 ? <span className="to-hit" id={`to-hit-${i}`}>{lines.join('. ')}</span> : null;
  };
  const described = (i: number): Record<string, string> => {
    const ids = [...(wastedOf(i).length ? [`bearing-${i}`] : []), ...(fire().some((f) => f.weapon === i) ? [`to-hit-${i}`] : [])];
    return ids.length ? { 'aria-describedby': ids.join(' ') } : {};
  };
  // "All weapons at X": only the guns that bear on her as the table shows it (arc; not clearly out of Range);
  // the others are left as they were (a weapon nominated that cannot bear is spent without firing).
  const allAt = (target: ShipState) => {
    if (!ship) return;
    const all: Record<string, string> = { ...targets };
    const dice: Record<string, string> = { ...split };
    for (const i of gunsBearing(ship, target, preMeasure)) {
      const w = ship.roster.weapons[i];
      if (!w) continue;
      if (SPLITTABLE.has(w.kind)) {
        for (const e of enemies) dice[`${i}:${e.id}`] = '0';
        dice[`${i}:${target.id}`] = String(currentAD(ship, i));
      } else all[String(i)] = target.id;
    }
    setTried(false);
    setTargets(all);
    setSplit(dice);
  };
  // The nominations as a stable value, so the odds are worked out again only when they change.
  const planned = useMemo(fire, [ship, split, targets, enemies.map((e) => e.id).join()]);
  const edit = <T,>(set: (v: T) => void) => (v: T) => { setTried(false); set(v); };
  return (
    <form className="attack-panel" aria-label="Declare an attack" onSubmit={(e) => {
      e.preventDefault();
      setTried(true);
      if (!problem) onSubmit(action(fire()));
    }}>
      <label>Attacking ship
        <select value={chosen} onChange={(e) => onChoose(e.target.value)}>
          {eligible.map((id) => <option key={id} value={id}>{state.ships[id]?.name ?? id}</option>)}
        </select>
      </label>
      {ship && (
        <>
          <table className="targets">
            <caption>Enemy ships ({preMeasure ? 'measured: house rule' : 'distance judged by eye, no pre-measuring'})</caption>
            <thead><tr><th scope="col">Ship</th><th scope="col">Distance</th><th scope="col">In your arc</th><th scope="col">Quick choice</th></tr></thead>
            <tbody>
              {enemies.map((e) => {
                const d = distance(ship.position, e.position);
                return (
                  <tr key={e.id}>
                    <th scope="row">{e.name}</th>
                    <td>{preMeasure ? inches(d) : estimate(d)}</td>
                    <td>{arcsOfBearing(relativeBearing(ship.position, ship.heading, e.position)).join(' / ')}</td>
                    <td><button type="button" onClick={() => allAt(e)}>All weapons at {e.name}</button></td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <fieldset>
            <legend>Weapons of {ship.name}: pick a target for each that fires</legend>
            {ship.roster.weapons.map((w, i) => {
              const gone = ship.weapons[i]?.destroyed || ship.weapons[i]?.spent;
              const ad = currentAD(ship, i);
              const notes = [
                w.traits.includes('One-Shot') ? 'One-Shot: spent once fired' : '',
                w.kind === 'torpedo' ? 'a Torpedo Spread, resolved in the End Phase' : '',
                gone ? 'cannot fire' : '',
              ].filter(Boolean);
              const title = `${w.name} (${w.kind}${w.mount ? ` ${w.mount}` : ''}, range ${w.range}", ${ad} AD${notes.length ? `; ${notes.join('; ')}` : ''})`;
              // An AA battery fires only at aircraft (VAS-ATTACK-AA): no ship is offered as its target.
              if (w.kind === 'aa' || w.dd === null) return <p key={`${chosen}:${i}`} className="weapon-row muted">{w.name}: anti-aircraft, fires at aircraft only.</p>;
              if (SPLITTABLE.has(w.kind)) {
                return (
                  <fieldset key={`${chosen}:${i}`} className="split-row" disabled={gone}>
                    <legend>{title}: Attack Dice at each target (they may be split)</legend>
                    {enemies.map((e) => (
                      <label key={e.id} className="split-dice">{e.name}
                        <input type="number" min="0" max={ad} step="1" value={split[`${i}:${e.id}`] ?? '0'} aria-label={`Dice of ${w.name} at ${e.name}`}
                          {...described(i)}
                          onChange={(ev) => edit(setSplit)({ ...split, [`${i}:${e.id}`]: ev.target.value })} />
                      </label>
                    ))}
                    {warning(i)}
                    {toHit(i)}
                  </fieldset>
                );
              }
              return (
                <label key={`${chosen}:${i}`} className="weapon-row">
                  <span>{title}</span>
                  <select value={targets[String(i)] ?? ''} disabled={gone} aria-label={`Target for ${w.name}`}
                    {...described(i)}
                    onChange={(e) => edit(setTargets)({ ...targets, [String(i)]: e.target.value })}>
                    <option value="">hold fire</option>
                    {enemies.map((e) => <option key={e.id} value={e.id}>{e.name}</option>)}
                  </select>
                  {warning(i)}
                  {toHit(i)}
                </label>
              );
            })}
            {night && (
              <div className="lights">
                <label>Starshell at (night-fighting)
                  <select value={starshell} onChange={(e) => edit(setStarshell)(e.target.value)}>
                    <option value="">no starshell</option>
                    {enemies.map((e) => <option key={e.id} value={e.id}>{e.name}</option>)}
                  </select>
                </label>
                <label>Spotlight on (night-fighting)
                  <select value={spotlight} onChange={(e) => edit(setSpotlight)(e.target.value)}>
                    <option value="">no spotlight</option>
                    {enemies.map((e) => <option key={e.id} value={e.id}>{e.name}</option>)}
                  </select>
                </label>
              </div>
            )}
            <div className="row">
              <button type="submit" className="primary" aria-describedby="attack-check">Fire</button>
              <button type="button" onClick={() => {
                const hold = action([]);
                const p = attackProblem(state, hold);
                setTried(true);
                if (!p) onSubmit(hold);
              }}>Hold fire</button>
            </div>
            <p id="attack-check" className={problem ? 'error' : wasted.length ? 'warn' : 'ok'} role={problem && tried ? 'alert' : undefined}>
              {problem ? `${tried ? 'Not sent: ' : ''}${problem}`
                : wasted.length ? `The nominations are legal, but ${listed(wasted.map((x) => ship.roster.weapons[x.weapon]?.name ?? `weapon ${x.weapon}`))} cannot bear on ${wasted.length === 1 ? 'its target' : 'their targets'}: nominated, ${wasted.length === 1 ? 'it is' : 'they are'} spent this turn without firing.`
                : 'The engine accepts these nominations (ranges are measured when they are resolved).'}
            </p>
            {!problem && <AttackOdds state={state} ship={chosen} fire={planned} preMeasure={preMeasure} />}
          </fieldset>
        </>
      )}
    </form>
  );
}

/** "A", "A and B", "A, B and C", each name once. */
function listed(names: readonly string[]): string {
  const u = [...new Set(names)];
  return u.length <= 1 ? (u[0] ?? '') : `${u.slice(0, -1).join(', ')} and ${u[u.length - 1]}`;
}
