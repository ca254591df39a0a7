/**
 * VAS-AA-ALLOCATE-HAND (the game option "split your ships' AA dice yourself"): the `aa-fire` decision. Each AA
 * weapon able to fire, its dice, and a number per flight it may fire at (named as the table names them), starting
 * at Salvo's split; the engine's own check says what is wrong before the split is sent. The flights given dice are
 * marked on the table by a style on their `data-flight` groups (Table.tsx is not touched). Each flight says the die
 * that hits it ("hits on 5+", or "cannot be hit (needs 7)") and whether it is attacking her, all read off the table.
 */
import { useMemo, useState } from 'react';
import { aaAttacking, aaCaveats, aaNeeded, aaSplitChoice, checkAction, type AaDiceShare, type VasAction, type VasState } from '@salvo/vas';
import { flightName } from './flight-text';

type Counts = Readonly<Record<string, string>>;
const key = (weapon: number, flight: string): string => `${weapon}:${flight}`;
const countsOf = (shares: readonly AaDiceShare[]): Counts => Object.fromEntries(shares.map((s) => [key(s.weapon, s.flight), String(s.dice)]));
const dice = (n: number): string => `${n} ${n === 1 ? 'die' : 'dice'}`;
/** What a die of this weapon does against this flight (the engine's `aaNeeded`, the number it rolls against). */
const needText = (need: number | null): string => (need === null ? '' : need > 6 ? 'cannot be hit (needs 7)' : `hits on ${need}+`);
const attackText = (how: 'torpedo' | 'bombs' | null): string => (how === 'torpedo' ? 'attacking her: torpedo declared at her' : how === 'bombs' ? 'attacking her: bombs to drop on her' : '');

/** An id as a CSS attribute value (flight ids are setup ids: letters, digits, `/`, `-`...). */
const quoted = (id: string): string => `"${id.replace(/["\\]/g, '\\$&')}"`;

export function AaPanel({ state, onSubmit }: { state: VasState; onSubmit: (a: VasAction, tried: string) => void }) {
  const choice = useMemo(() => aaSplitChoice(state), [state]);
  const [counts, setCounts] = useState<Counts>(() => countsOf(choice?.auto ?? []));
  if (!choice) return null;
  const ship = state.ships[choice.ship];
  const fire: AaDiceShare[] = choice.weapons.flatMap((w) => w.flights.map((flight) => ({ weapon: w.weapon, flight, dice: Number(counts[key(w.weapon, flight)] ?? '0') })));
  const action: VasAction = { type: 'aa-fire', ship: choice.ship, fire };
  const checked = checkAction(state, action);
  const problem = checked.ok ? null : checked.error.message;
  const aimed = [...new Set(fire.filter((s) => s.dice > 0).map((s) => s.flight))];
  const need = (weapon: number, flight: string): number | null => aaNeeded(state, choice.ship, weapon, flight);
  const caveats = aaCaveats(state, choice.ship);
  const wasted = fire.reduce((n, s) => n + ((need(s.weapon, s.flight) ?? 0) > 6 ? Math.max(0, s.dice) : 0), 0);
  const about = (weapon: number, flight: string): string => [needText(need(weapon, flight)), attackText(aaAttacking(state, choice.ship, flight))].filter((t) => t !== '').join(', ');
  const label = (id: string): string => {
    const f = state.air.flights.find((x) => x.id === id);
    return f ? `${flightName(f, state)} (${f.profile.name})` : id;
  };
  return (
    <form className="aa-panel" aria-label="Split the AA dice" onSubmit={(e) => {
      e.preventDefault();
      if (!problem) onSubmit(checked.ok ? checked.value.action : action, `split ${ship?.name ?? choice.ship}'s AA dice`);
    }}>
      {aimed.length > 0 && <style>{`${aimed.map((id) => `.vas-game svg [data-flight=${quoted(id)}]`).join(', ')} { filter: drop-shadow(0 0 0.6px #f5b400) drop-shadow(0 0 0.6px #f5b400); }`}</style>}
      {choice.weapons.map((w) => {
        const given = w.flights.reduce((n, f) => n + (Number(counts[key(w.weapon, f)] ?? '0') || 0), 0);
        return (
          <fieldset key={w.weapon} className="split-row">
            <legend>{w.name}: {dice(w.dice)} ({given === w.dice ? 'all given' : given < w.dice ? `${w.dice - given} left` : `${given - w.dice} too many`})</legend>
            {w.flights.map((f) => (
              <label key={f} className="split-dice"><span>{label(f)}: <strong>{about(w.weapon, f)}</strong></span>
                <input type="number" min="0" max={w.dice} step="1" value={counts[key(w.weapon, f)] ?? '0'} aria-label={`Dice of ${w.name} at ${label(f)}, ${about(w.weapon, f)}`}
                  onChange={(e) => setCounts({ ...counts, [key(w.weapon, f)]: e.target.value })} />
              </label>
            ))}
          </fieldset>
        );
      })}
      {caveats?.fireControl && <p className="note">Fire Control is down: each AA weapon must first roll 4+ to fire at all.</p>}
      {caveats?.evasive && <p className="note">Evasive!: her AA hits are re-rolled once, and the new faces stand.</p>}
      {wasted > 0 && <p className="note">{wasted === 1 ? '1 die goes at a flight it cannot hit' : `${wasted} dice go at flights they cannot hit`}.</p>}
      {problem && <p className="error" role="status">{problem}</p>}
      <div className="row">
        <button type="submit" className="primary" disabled={problem !== null}>Fire the AA as split</button>
        <button type="button" onClick={() => setCounts(countsOf(choice.auto))}>Salvo&apos;s split</button>
      </div>
    </form>
  );
}
