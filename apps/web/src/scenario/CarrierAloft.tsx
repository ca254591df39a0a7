/**
 * At deployment, the deploying player's choice of how many of each carrier's flights start in the air
 * (VAS-SCN-AIR-ALOFT-CHOICE): for a carrier of one aircraft type a count from its least to its most, for one of
 * several types a count per type (fighters and bombers are not the same choice; raising one type at the most
 * lowers the others to make room). Each change goes through the
 * scenario package's `chooseAloft`, which records it on the plan or answers the sentence shown here (the
 * control then shows what the plan holds). "As many as allowed" withdraws the choice. Only the deploying player's own
 * carriers are shown, and the choice is not shown to anyone after her deployment: the other seat learns it
 * when the flights are on the table.
 */
import { useId, useState } from 'react';
import { chooseAloft, fleetAloft, type BattlePlan, type CarrierAloft as Carrier } from '@salvo/scenarios';

interface Props {
  readonly plan: BattlePlan;
  readonly player: number;
  /** Bumped by the parent whenever the plan changed (choices are kept on the plan). */
  readonly version: number;
  readonly onChanged: () => void;
}

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
const flights = (n: number): string => `${n} flight${n === 1 ? '' : 's'}`;

/**
 * The per-type choice with `aircraft` at `n`: when that would pass the carrier's most, the other types (the
 * last listed first) give up flights to make room, so raising bombers at the most lowers the fighters.
 */
function makeRoom(c: Carrier, aircraft: string, n: number): Record<string, number> {
  const counts = new Map(c.types.map((t) => [t.aircraft, t.aircraft === aircraft ? n : t.aloft]));
  let over = [...counts.values()].reduce((a, b) => a + b, 0) - c.max;
  for (const t of [...c.types].reverse()) {
    if (over <= 0 || t.aircraft === aircraft) continue;
    const k = Math.min(over, counts.get(t.aircraft) ?? 0);
    counts.set(t.aircraft, (counts.get(t.aircraft) ?? 0) - k);
    over -= k;
  }
  return Object.fromEntries(counts);
}

export function CarrierAloft({ plan, player, onChanged }: Props) {
  const uid = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const fleet = fleetAloft(plan, player);
  if (fleet.carriers.length === 0) return null;
  const choose = (c: Carrier, choice: Parameters<typeof chooseAloft>[3]) => {
    const why = chooseAloft(plan, player, c.id, choice);
    setRefusal(why ? why.message : null);
    onChanged();
  };
  const perType = (c: Carrier, aircraft: string, n: number) => choose(c, makeRoom(c, aircraft, n));
  return (
    <section className="carrier-aloft" aria-labelledby={`${uid}-h`}>
      <h3 id={`${uid}-h`}>Flights in the air at the start</h3>
      <p>Each carrier may start with up to the number the scenario allows; the rest start aboard, ready to launch.{fleet.cap !== null ? ` Your carriers may have at most ${fleet.cap} Aircraft counter${fleet.cap === 1 ? '' : 's'} in the air together.` : ''}</p>
      {fleet.carriers.map((c) => {
        const aboard = c.types.reduce((n, t) => n + t.aboard, 0);
        const legend = `${c.name}: ${c.count} of ${flights(aboard)} in the air`;
        if (c.min === c.max) return <p key={c.id} data-carrier-aloft={c.id}>{legend} (the scenario allows no other number).</p>;
        return (
          <fieldset key={c.id} className="carrier-aloft-ship" data-carrier-aloft={c.id}>
            <legend>{legend} <span className="muted">({c.min} to {c.max})</span></legend>
            {c.types.length === 1 ? (
              <label>{c.types[0]?.aircraft} flights in the air
                <select value={c.count} onChange={(e) => choose(c, Number(e.target.value))}>
                  {range(c.min, c.max).map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
              </label>
            ) : c.types.map((t) => (
              <label key={t.aircraft}>{t.aircraft}:{' '}
                <select value={t.aloft} onChange={(e) => perType(c, t.aircraft, Number(e.target.value))}>
                  {range(0, Math.min(t.aboard, c.max)).map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
                {' '}<span className="muted">of {t.aboard} in the air</span>
              </label>
            ))}
            <button type="button" onClick={() => choose(c, null)} disabled={!c.chosen}>As many as allowed</button>
          </fieldset>
        );
      })}
      {refusal && <p role="alert" className="error">{refusal}</p>}
    </section>
  );
}
