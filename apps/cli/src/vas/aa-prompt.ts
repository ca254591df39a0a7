/**
 * VAS-AA-ALLOCATE-HAND at the terminal (a battle with the option `aaByHand`): the lines shown with the `aa-fire`
 * decision, Salvo's split as the default on Enter, and the typed split
 * `aa <flight>x<dice> ...` (`<weapon>@<flight>x<dice>` when the ship has more than one AA weapon firing). Each
 * flight says the die that hits it (the engine's `aaNeeded`, what it then rolls against) and whether it attacks her.
 * The engine still checks the split; its refusal is printed and the person is asked again.
 */
import { aaAttacking, aaCaveats, aaNeeded, aaSplitChoice, flightLabel, type AaDiceShare, type ShipId, type VasAction, type VasState } from '@salvo/vas';
import type { Parsed } from './parse-action';

const dice = (n: number): string => `${n} ${n === 1 ? 'die' : 'dice'}`;

/** Salvo's split, sent when the person presses Enter at the `aa-fire` decision; null at any other decision. */
export function aaDefault(state: VasState): VasAction | null {
  const c = aaSplitChoice(state);
  return c ? { type: 'aa-fire', ship: c.ship, fire: c.auto.map((s) => ({ ...s })) } : null;
}

/** A flight as a weapon of `ship` sees it: "flight a (Junkers Ju-87): 4+ to hit, attacking her (bombs)". */
function flightLine(state: VasState, ship: ShipId, weapon: number, flight: string): string {
  const need = aaNeeded(state, ship, weapon, flight) ?? 7;
  const how = aaAttacking(state, ship, flight);
  return `${flightLabel(state, flight)}: ${need > 6 ? 'cannot be hit (needs 7)' : `${need}+ to hit`}${how ? `, attacking her (${how === 'torpedo' ? 'torpedo declared at her' : 'bombs'})` : ''}`;
}

/** Each AA weapon with its dice and the flights it may fire at, and how to answer. */
export function aaChoiceLines(state: VasState): string[] {
  const c = aaSplitChoice(state);
  if (!c) return [];
  const many = c.weapons.length > 1;
  const example = c.weapons[0];
  const [f1, f2] = example?.flights ?? [];
  const w = many && example ? `${example.weapon}@` : '';
  const caveats = aaCaveats(state, c.ship);
  const wasted = c.auto.reduce((n, s) => n + ((aaNeeded(state, c.ship, s.weapon, s.flight) ?? 0) > 6 ? s.dice : 0), 0);
  return [
    ...c.weapons.map((x) => `  ${many ? `${x.weapon}. ` : ''}${x.name}: ${dice(x.dice)}, may fire at ${x.flights.map((f) => flightLine(state, c.ship, x.weapon, f)).join('; ')}`),
    ...(wasted > 0 ? [`  Salvo's split puts ${dice(wasted)} at flights that cannot be hit.`] : []),
    ...(caveats?.fireControl ? ['  Fire Control is down: each AA weapon must first roll 4+ to fire at all.'] : []),
    ...(caveats?.evasive ? ['  Evasive!: her AA hits are re-rolled once, and the new faces stand.'] : []),
    `  Enter: Salvo's split. Or pick a number, or type the split, e.g. aa ${w}${f1 ?? 'flight'}x${Math.ceil((example?.dice ?? 2) / 2)} ${w}${f2 ?? 'flight'}x${Math.floor((example?.dice ?? 2) / 2)}${many ? ' (weapon number @ flight x dice)' : ''}.`,
  ];
}

/** A flight id, or the unique flight whose id starts with `word`. */
function resolveFlight(state: VasState, word: string): string | null {
  const w = word.toLowerCase();
  const ids = state.air.flights.map((f) => f.id);
  const exact = ids.find((id) => id.toLowerCase() === w);
  if (exact) return exact;
  const pre = ids.filter((id) => id.toLowerCase().startsWith(w));
  return pre.length === 1 ? (pre[0] ?? null) : null;
}

/** `aa <flight>x<n> ...` or `aa <weapon>@<flight>x<n> ...` (weapon by roster number or name). */
export function parseAaSplit(state: VasState, words: readonly string[]): Parsed {
  const c = aaSplitChoice(state);
  if (!c) return { ok: false, message: 'No ship is splitting her AA dice now.' };
  const usage = `Write aa <flight>x<dice> ..., e.g. aa ${c.auto.map((s) => `${c.weapons.length > 1 ? `${s.weapon}@` : ''}${s.flight}x${s.dice}`).join(' ')}.`;
  if (words.length === 0) return { ok: false, message: usage };
  const fire: AaDiceShare[] = [];
  for (const word of words) {
    const m = /^(?:([^@]+)@)?(.+?)x(\d+)$/i.exec(word);
    if (!m) return { ok: false, message: `"${word}" is not a share of AA dice. ${usage}` };
    const wWord = m[1];
    const weapon = wWord === undefined
      ? (c.weapons.length === 1 ? c.weapons[0]?.weapon : undefined)
      : c.weapons.find((x) => String(x.weapon) === wWord || x.name.toLowerCase().startsWith(wWord.toLowerCase()))?.weapon;
    if (weapon === undefined) {
      return { ok: false, message: `"${word}": name the AA weapon (${c.weapons.map((x) => `${x.weapon} ${x.name}`).join(', ')}) as weapon@flightxN.` };
    }
    const flight = resolveFlight(state, m[2] ?? '');
    if (!flight) return { ok: false, message: `No single flight matches "${m[2] ?? ''}".` };
    fire.push({ weapon, flight, dice: Number(m[3]) });
  }
  return { ok: true, action: { type: 'aa-fire', ship: c.ship, fire } };
}
