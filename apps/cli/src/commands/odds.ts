/**
 * `salvo odds`: the exact odds of one Victory at Sea attack (issue 11), from named classes on paper
 * (`--attacker Warspite --weapons A,B,X,Y --target Zara --range 18 --beam`) or from a game record at
 * a step (`--record game.json --step 40 --attacker warspite --target zara`, ships by id or name; the
 * position in the record gives range, arcs and modifiers). Without `--weapons` (or with `all`) every
 * main gun and secondary battery that can attack is taken (`main`: the main guns), and each that
 * cannot reach or bear is left out with a note; a weapon named in `--weapons` must bear. Prints a text
 * histogram; `--json` prints the keys of JSON_KEYS. The chances of Crippled and Skeleton Crew are
 * those of this attack: a target already so is said to be, and its chance is 0.
 * Exit 1: unknown class, ship or weapon, a named weapon that cannot bear, no weapon that can, a bad
 * record; 2: a bad option.
 */
import type { Command } from 'commander';
import { attackOdds, type FireNomination, type VasState } from '@salvo/vas';
import {
  buildDuel, candidateWeapons, noneCanAttack, oddsJson, oddsText, pickWeapons, stateAtStep, targetBefore, weaponChoice, weaponIndex, whyNot,
  type LeftOut,
} from '@salvo/sim';
import { readJsonFile } from '../io/json-file';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { resolveShip } from '../vas/parse-action';
import { OWN_CLASS_HINT } from '../vas/scenario-battle';
import { catalogWithRosters } from '../data/catalog-option';
import { ROSTERS_OPTION } from '../data/file-help';

export interface OddsOptions {
  attacker?: string; target?: string; weapons?: string; range?: string; beam?: boolean; fastTarget?: boolean;
  flankSpeed?: boolean; evasive?: boolean; attackerEvasive?: boolean; targetDamage?: string;
  record?: string; step?: string; json?: boolean; rosters?: string;
}

export interface CliRun { readonly code: number; readonly out: string[]; readonly err: string[] }
const fail = (code: number, message: string): CliRun => ({ code, out: [], err: [message] });
const list = (s: string | undefined): string[] => (s ?? '').split(',').map((w) => w.trim()).filter((w) => w !== '');

/** Every key of `--json`, with a few words each (the help lists them). */
export const JSON_KEYS: readonly (readonly [string, string])[] = [
  ['mean', 'mean Damage points lost'],
  ['meanHits', 'mean hits'],
  ['pCritical', 'P(at least one critical hit)'],
  ['pCrippled', 'P(this attack Cripples the target, sinking included); 0 if it is already Crippled'],
  ['pSkeleton', 'P(this attack leaves the target a Skeleton Crew); 0 if it already has one'],
  ['pDestroyed', 'P(this attack destroys the target)'],
  ['targetCrippled', 'true if the target is Crippled before the attack'],
  ['targetSkeleton', 'true if the target has a Skeleton Crew before the attack'],
  ['damage', '{ "0": p, "1": p, ... }: P(exactly this many Damage points lost)'],
  ['hits', '{ "0": p, "1": p, ... }: P(exactly this many hits)'],
  ['leftOut', '[{ weapon, why }]: weapons of the default choice that cannot reach or bear, and why'],
];

interface Asked { state: VasState; ship: string; fire: FireNomination[]; leftOut: LeftOut[] }

function fromRecord(opts: OddsOptions): Asked | CliRun {
  const read = readJsonFile(opts.record ?? '', 'game record');
  if (!read.ok) return fail(1, read.error.message);
  const step = opts.step === undefined ? undefined : Number(opts.step);
  if (step !== undefined && (!Number.isInteger(step) || step < 0)) return fail(2, `--step must be a whole number of actions, not "${opts.step ?? ''}".`);
  const at = stateAtStep(read.value, step);
  if (!at.ok) return fail(1, at.message);
  const ship = resolveShip(at.state, opts.attacker ?? '');
  const target = resolveShip(at.state, opts.target ?? '');
  if (!ship) return fail(1, `No ship "${opts.attacker ?? ''}" in the record; ships: ${at.state.shipOrder.map((id) => at.state.ships[id]?.name ?? id).join(', ')}.`);
  if (!target) return fail(1, `No ship "${opts.target ?? ''}" in the record; ships: ${at.state.shipOrder.map((id) => at.state.ships[id]?.name ?? id).join(', ')}.`);
  const roster = at.state.ships[ship]?.roster;
  if (!roster) return fail(1, `No ship "${ship}".`);
  const choice = weaponChoice(list(opts.weapons));
  if (typeof choice === 'object' && 'problem' in choice) return fail(2, choice.problem);
  // the question is asked of this position: a ship that has attacked this turn is asked about as if it had not
  const state = structuredClone(at.state);
  const me = state.ships[ship];
  if (me) me.attackedThisTurn = false;
  const names = [state.ships[ship]?.name ?? ship, state.ships[target]?.name ?? target] as const;
  if (choice === 'all' || choice === 'main') {
    const picked = pickWeapons(state, ship, target, candidateWeapons(roster, choice));
    if (picked.fire.length === 0) return fail(1, noneCanAttack(names[0], names[1], choice, picked.leftOut));
    return { state, ship, ...picked };
  }
  const fire: FireNomination[] = [];
  for (const w of choice) {
    const i = weaponIndex(roster, w);
    if (typeof i === 'string') return fail(1, i);
    fire.push({ weapon: i, target });
  }
  return { state, ship, fire, leftOut: [] };
}

export function runOdds(opts: OddsOptions): CliRun {
  if (!opts.attacker || !opts.target) return fail(2, '--attacker and --target are needed (classes, or ships of the --record).');
  let state: VasState;
  let ship: string;
  let fire: FireNomination[];
  let leftOut: LeftOut[];
  if (opts.record !== undefined) {
    if (opts.rosters !== undefined) return fail(2, '--rosters is for classes named on paper: the ships of a --record carry the rosters they were played with.');
    const r = fromRecord(opts);
    if ('code' in r) return r;
    ({ state, ship, fire, leftOut } = r);
  } else {
    if (opts.range === undefined) return fail(2, '--range <inches> is needed (or --record to read the position from a game).');
    const range = Number(opts.range);
    if (opts.range.trim() === '' || !Number.isFinite(range)) return fail(2, `--range must be a distance in inches, not "${opts.range}".`);
    if (range < 0) return fail(2, `--range cannot be negative (${opts.range}).`);
    const damage = opts.targetDamage === undefined ? undefined : Number(opts.targetDamage);
    if (damage !== undefined && (!Number.isInteger(damage) || damage < 1)) return fail(2, `--target-damage must be a whole number of at least 1, not "${opts.targetDamage ?? ''}".`);
    const choice = weaponChoice(list(opts.weapons));
    if (typeof choice === 'object' && 'problem' in choice) return fail(2, choice.problem);
    // a modder's rosters (--rosters) replace the model's figures of the classes they name
    const catalog = catalogWithRosters(opts.rosters);
    if (!catalog.ok) return fail(1, catalog.error.join('\n'));
    const built = buildDuel({
      catalog: catalog.value,
      attacker: opts.attacker, target: opts.target, weapons: list(opts.weapons), range, beam: opts.beam ?? false,
      fastTarget: opts.fastTarget ?? false, flankSpeed: opts.flankSpeed ?? false, evasiveTarget: opts.evasive ?? false,
      evasiveAttacker: opts.attackerEvasive ?? false, ...(damage === undefined ? {} : { targetDamage: damage }),
    });
    // a class the catalog does not know may be the player's own: say how to give it
    if (!built.ok) return fail(1, opts.rosters === undefined && built.message.startsWith('No ship class or ship called ') ? `${built.message} ${OWN_CLASS_HINT}` : built.message);
    ({ state, fire, leftOut } = built);
    ship = 'attacker';
  }
  const r = attackOdds(state, ship, fire);
  if (!r.ok) return fail(1, r.error.message);
  const o = r.value[0];
  if (!o) return fail(1, 'No weapon was nominated.');
  const target = fire[0]?.target ?? '';
  const names = [state.ships[ship]?.name ?? ship, state.ships[target]?.name ?? target] as const;
  for (const n of fire) {
    const why = whyNot(state, ship, target, n.weapon);
    if (why !== null) {
      const name = state.ships[ship]?.roster.weapons[n.weapon]?.name ?? `weapon ${n.weapon}`;
      return fail(1, `${names[0]}'s ${name} cannot bear on ${names[1]}: ${why}`);
    }
  }
  const it = state.ships[target];
  const before = it ? targetBefore(it) : { crippled: false, skeleton: false };
  if (opts.json) return { code: 0, out: [JSON.stringify({ ...oddsJson(o, before), leftOut }, null, 2)], err: [] };
  const text = oddsText(o, names[0], names[1], before);
  return { code: 0, out: [...text.slice(0, 1), ...leftOut.map((l) => `  ${l.weapon} left out: ${l.why}`), ...text.slice(1)], err: [] };
}

export function registerOdds(program: Command): void {
  program
    .command('odds')
    .description('exact odds of one Victory at Sea attack: hits, Damage, critical hits, Crippled, sunk')
    .option('--attacker <name>', 'attacking class or ship (Warspite), or a ship of the --record')
    .option('--target <name>', 'target class or ship (Zara), or a ship of the --record')
    .option('--weapons <list>', 'weapons by name, mount or number, comma-separated (A,B,X,Y), each of which must bear; main: every main gun that can attack the target; all (the default): every main gun and secondary battery that can (no AA, torpedoes or depth charges), each one out of range or arc left out with a note')
    .option('--range <inches>', 'distance between the ships (on paper)')
    .option('--beam', 'the target shows its beam (+1 to hit); default it points its bow at the attacker')
    .option('--fast-target', 'the target moved more than 7" this turn (-1 to hit)')
    .option('--flank-speed', 'the attacker went to Flank Speed this turn (-1 to hit)')
    .option('--evasive', 'the target is taking Evasive! action (hits re-rolled)')
    .option('--attacker-evasive', 'the attacker is taking Evasive! action (its hits re-rolled)')
    .option('--target-damage <n>', 'Damage points the target has left (default its full score)')
    .option('--record <file>', 'a Victory at Sea game record: the position after --step actions')
    .option('--step <n>', 'with --record: how many of its actions to replay (default all)')
    .option('--json', 'print the odds as one JSON object (its keys below)')
    .option('--rosters <file>', `${ROSTERS_OPTION} (see salvo ships --help); not with --record, whose ships carry their rosters`)
    .addHelpText('after', ['', 'With --json, the keys:', ...JSON_KEYS.map(([k, v]) => `  ${k.padEnd(15)} ${v}`)].join('\n'))
    .action((opts: OddsOptions) => {
      exitQuietlyOnEpipe();
      const r = runOdds(opts);
      for (const l of r.out) process.stdout.write(l + '\n');
      for (const l of r.err) process.stderr.write(`salvo odds: ${l}\n`);
      process.exitCode = r.code;
    });
}
