/**
 * Typed actions of a person at the terminal, parsed into Victory at Sea actions. The engine still
 * validates them; this only turns words into the action shape, or says what could not be read.
 *
 *   roll 3 4 5                         answer the pending dice (table mode)
 *   first | pass                       take or decline the first move (the pending fleet)
 *   nominate <ship> [<special action>] nominate a ship to move
 *   nominate <ship> <special> <special> a New Captain's two Special Actions (once per battle)
 *   move [<ship>] 3.5 turn 90 forward 3.5   legs: a bare number or `forward N` goes ahead, `turn N` turns
 *                                      (+ starboard, - port; `port N` / `starboard N` also read)
 *   attack <ship> [<weapon>@<target>[x<dice>] ...]   no nominations: the ship holds its fire
 *                                      (all@<target>: every gun that bears on it by the player's view)
 *                                      (night-fighting variant: also starshell@<target>, spotlight@<target>)
 *   dc <ship> <critical id | none>     Damage Control
 *   concede                            the pending fleet concedes
 *   nominate <ship> dive|surface       a submersible dives or surfaces as it is nominated
 *   reveal <ship> <x> <y> [heading] [submerged] | reveal none   place a hidden submersible
 *   enter <ship> <x> <y> [heading], <ship> <x> <y> [heading] ... | enter none   ships waiting off the table
 *                                      come on at an entry edge (heading: straight in when left out)
 *   crash yes|no                       answer a Crash Dive offer
 *   reroll 0|1|none                    a torpedo critical's location die
 *   judge <i> [<j> ...] | judge keep   Tactical Judgement: re-roll the held dice by index, or keep them
 *   split <squadron>                   split a squadron of the pending fleet
 *   air [<flight>@<ship> ...]          the pending fleet's aircraft attack instead of a ship: each named
 *                                      flight bombs the ship it touches; declared torpedoes and dogfights go too
 *   move ... launch <flight>... recover <flight>...   fly <flight> <x> <y> ... | fly none   (parse-air.ts)
 *   aa <flight>x<n> [<weapon>@<flight>x<n>] ...   a ship's AA dice split by hand (option aaByHand; aa-prompt.ts)
 *   { ...json... }                     any action as JSON
 */
import type { FireNomination, MoveLeg, SpecialActionKind, VasAction, VasState } from '@salvo/vas';
import { gunsBearingByEye } from './bearing-by-eye';
import { parseAirFirst, parseFly, splitLaunchWords } from './parse-air';
import { parseAaSplit } from './aa-prompt';

export type Parsed = { readonly ok: true; readonly action: VasAction } | { readonly ok: false; readonly message: string };

const SPECIALS: readonly SpecialActionKind[] = ['all-hands-on-deck', 'come-about', 'create-smoke', 'evasive', 'flank-speed', 'rig-for-silent-running'];

const fail = (message: string): Parsed => ({ ok: false, message });

/** Finds a ship by id, marker-insensitive name or unique name prefix. */
export function resolveShip(state: VasState, word: string): string | null {
  const w = word.toLowerCase();
  const ids = state.shipOrder;
  const exact = ids.find((id) => id.toLowerCase() === w || state.ships[id]?.name.toLowerCase() === w);
  if (exact) return exact;
  const pre = ids.filter((id) => id.toLowerCase().startsWith(w) || (state.ships[id]?.name.toLowerCase().replace(/^(hms|km|uss|rn) /, '') ?? '').startsWith(w));
  return pre.length === 1 ? (pre[0] ?? null) : null;
}

function num(word: string | undefined): number | null {
  if (word === undefined) return null;
  const n = Number(word);
  return Number.isFinite(n) ? n : null;
}

export function parseLegs(words: readonly string[]): MoveLeg[] | string {
  const legs: MoveLeg[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = (words[i] ?? '').toLowerCase();
    const bare = num(w);
    if (bare !== null) {
      legs.push({ forward: bare });
      continue;
    }
    const kind = ['forward', 'f', 'ahead'].includes(w) ? 'forward' : ['turn', 't', 'starboard', 's'].includes(w) ? 'turn' : ['port', 'p'].includes(w) ? 'port' : null;
    if (!kind) return `"${w}" is not a move leg; use a number, forward N, turn N, port N or starboard N.`;
    const n = num(words[i + 1]);
    if (n === null) return `"${w}" must be followed by a number.`;
    i++;
    legs.push(kind === 'forward' ? { forward: n } : { turn: kind === 'port' ? -n : n });
  }
  return legs;
}

function parseFire(state: VasState, shipId: string, word: string): FireNomination | string {
  const m = /^([^@]+)@([^x]+?)(?:x(\d+))?$/i.exec(word);
  if (!m) return `"${word}" is not a fire nomination; write weapon@target, e.g. 0@${state.shipOrder.at(-1) ?? 'target'} or 4@target x2 dice as 4@targetx2.`;
  const ship = state.ships[shipId];
  const wWord = m[1] ?? '';
  let weapon = num(wWord);
  if (weapon === null && ship) {
    const key = wWord.toLowerCase();
    const ws = ship.roster.weapons;
    const exact = ws.findIndex((w) => w.name.toLowerCase() === key || w.mount?.toLowerCase() === key);
    const prefixed = ws.flatMap((w, i) => (w.name.toLowerCase().startsWith(key) ? [i] : []));
    weapon = exact >= 0 ? exact : prefixed.length === 1 ? (prefixed[0] ?? null) : null;
  }
  if (weapon === null) return `No single weapon "${wWord}" on ${ship?.name ?? shipId}; give its number or more of its name.`;
  const target = resolveShip(state, m[2] ?? '');
  if (!target) return `No single ship matches "${m[2] ?? ''}".`;
  return m[3] ? { weapon, target, dice: Number(m[3]) } : { weapon, target };
}

/** `all@<target>`: the guns that bear by the player's view (bearing-by-eye.ts), or why there are none. */
function parseAll(state: VasState, shipId: string, word: string, preMeasure: boolean): FireNomination[] | string {
  const ship = state.ships[shipId];
  const targetId = resolveShip(state, word);
  const target = targetId === null ? undefined : state.ships[targetId];
  if (!ship || !target || targetId === null) return `No single ship matches "${word}".`;
  const guns = gunsBearingByEye(state, ship, target, preMeasure);
  if (guns.length === 0) return `None of ${ship.name}'s guns bears on ${target.name} as you see it; name weapons one by one (weapon@target) if you mean to try.`;
  return guns.map((weapon) => ({ weapon, target: targetId }));
}

/** `pendingFleet` fills the fleet of `first`, `pass` and `concede`; `preMeasure` is how `all@` judges distance. */
export function parseTypedAction(state: VasState, text: string, pendingFleet: string | null, preMeasure = false): Parsed {
  const t = text.trim();
  if (t.startsWith('{')) {
    try {
      const a = JSON.parse(t) as unknown;
      if (typeof a === 'object' && a !== null && typeof (a as { type?: unknown }).type === 'string') return { ok: true, action: a as VasAction };
      return fail('A JSON action must be an object with a "type".');
    } catch (e) {
      return fail(`That is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const [verb = '', ...rest] = t.split(/\s+/);
  const needShip = (w: string | undefined): string | Parsed => {
    if (!w) return fail(`"${verb}" needs a ship.`);
    return resolveShip(state, w) ?? fail(`No single ship matches "${w}".`);
  };
  switch (verb.toLowerCase()) {
    case 'roll': {
      const values = rest.map(Number);
      if (values.length === 0 || values.some((v) => !Number.isInteger(v))) return fail('Type the dice as whole numbers, e.g. roll 3 5.');
      return { ok: true, action: { type: 'roll', values } };
    }
    case 'first':
    case 'pass':
      if (parseAirFirst(state, verb.toLowerCase())) return parseAirFirst(state, verb.toLowerCase()) as Parsed;
      if (!pendingFleet) return fail('No fleet is choosing who moves first now.');
      return { ok: true, action: { type: 'take-first', fleet: pendingFleet, first: verb.toLowerCase() === 'first' } };
    case 'concede':
      if (!pendingFleet) return fail('Only the fleet whose decision it is can concede from here.');
      return { ok: true, action: { type: 'concede', fleet: pendingFleet } };
    case 'nominate': {
      const ship = needShip(rest[0]);
      if (typeof ship !== 'string') return ship;
      const sp = rest[1]?.toLowerCase();
      if (sp === undefined) return { ok: true, action: { type: 'nominate-move', ship } };
      if (sp === 'dive' || sp === 'surface') return { ok: true, action: { type: 'nominate-move', ship, depth: sp } };
      const special = SPECIALS.find((s) => s === sp || s.startsWith(sp));
      if (!special) return fail(`"${sp}" is not a Special Action; choose one of ${SPECIALS.join(', ')}.`);
      // VAS-NEW-CAPTAIN: a second Special Action, once per battle.
      const sp2 = rest[2]?.toLowerCase();
      const second = sp2 === undefined ? undefined : SPECIALS.find((s) => s === sp2 || s.startsWith(sp2));
      if (sp2 !== undefined && !second) return fail(`"${sp2}" is not a Special Action; choose one of ${SPECIALS.join(', ')}.`);
      return { ok: true, action: { type: 'nominate-move', ship, special, ...(second ? { second } : {}) } };
    }
    case 'move': {
      let words = rest;
      let ship = state.moving;
      if (rest[0] !== undefined && num(rest[0]) === null && !['forward', 'f', 'ahead', 'turn', 't', 'port', 'p', 'starboard', 's', 'launch', 'recover'].includes(rest[0].toLowerCase())) {
        ship = resolveShip(state, rest[0]);
        if (!ship) return fail(`No single ship matches "${rest[0]}".`);
        words = rest.slice(1);
      }
      if (!ship) return fail('No ship is waiting to move; nominate one first.');
      const air = splitLaunchWords(state, words);
      if (typeof air === 'string') return fail(air);
      const legs = parseLegs(air.legs);
      if (typeof legs === 'string') return fail(legs);
      const { legs: _words, ...flights } = air;
      return { ok: true, action: { type: 'move', ship, legs, ...flights } };
    }
    case 'attack':
    case 'fire': {
      const ship = needShip(rest[0]);
      if (typeof ship !== 'string') return ship;
      const fire: FireNomination[] = [];
      const lights: { starshell?: string; spotlight?: string } = {};
      for (const w of rest.slice(1)) {
        const light = /^(starshell|spotlight)@(.+)$/i.exec(w);
        if (light) {
          const target = resolveShip(state, light[2] ?? '');
          if (!target) return fail(`No single ship matches "${light[2] ?? ''}".`);
          lights[(light[1] ?? '').toLowerCase() === 'starshell' ? 'starshell' : 'spotlight'] = target;
          continue;
        }
        const all = /^all@(.+)$/i.exec(w);
        if (all) {
          const guns = parseAll(state, ship, all[1] ?? '', preMeasure);
          if (typeof guns === 'string') return fail(guns);
          fire.push(...guns.filter((g) => !fire.some((f) => f.weapon === g.weapon)));
          continue;
        }
        const f = parseFire(state, ship, w);
        if (typeof f === 'string') return fail(f);
        fire.push(f);
      }
      return { ok: true, action: { type: 'attack', ship, fire, ...lights } };
    }
    case 'dc': {
      const ship = needShip(rest[0]);
      if (typeof ship !== 'string') return ship;
      const c = rest[1]?.toLowerCase();
      if (c === undefined || c === 'none') return { ok: true, action: { type: 'damage-control', ship, critical: null } };
      const id = num(c);
      if (id === null) return fail('Name the critical by its number, or none.');
      return { ok: true, action: { type: 'damage-control', ship, critical: id } };
    }
    default:
      return parseNavalAction(state, verb.toLowerCase(), rest, pendingFleet);
  }
}

/** The Advanced Rules' verbs: reveal, crash, reroll, split. */
function parseNavalAction(state: VasState, verb: string, rest: readonly string[], pendingFleet: string | null): Parsed {
  switch (verb) {
    case 'reveal': {
      if (!pendingFleet) return fail('No fleet is revealing submersibles now.');
      if (rest[0]?.toLowerCase() === 'none') return { ok: true, action: { type: 'reveal', fleet: pendingFleet, ships: [] } };
      const ship = rest[0] ? resolveShip(state, rest[0]) : null;
      const x = num(rest[1]);
      const y = num(rest[2]);
      if (!ship || x === null || y === null) return fail('Write reveal <ship> <x> <y> [heading] [submerged], or reveal none.');
      const heading = num(rest[3]) ?? 0;
      const submerged = rest.some((w) => w.toLowerCase() === 'submerged');
      return { ok: true, action: { type: 'reveal', fleet: pendingFleet, ships: [{ ship, position: { x, y }, heading, submerged }] } };
    }
    case 'enter': return parseEnter(state, rest, pendingFleet);
    case 'crash': {
      const ship = state.naval.crashDives[0]?.ship;
      if (!ship) return fail('No submersible has a Crash Dive to answer now.');
      return { ok: true, action: { type: 'crash-dive', ship, attempt: rest[0]?.toLowerCase() !== 'no' } };
    }
    case 'judge': {
      const h = state.judgement;
      const ship = h && h.rerolling === null ? h.asked[h.asked.length - 1] : undefined;
      if (!ship) return fail('No ship has a Tactical Judgement re-roll to decide now.');
      if (rest.length === 0 || rest[0]?.toLowerCase() === 'keep') return { ok: true, action: { type: 'tactical-judgement', ship, dice: [] } };
      const dice = rest.map((w) => num(w));
      if (dice.some((d) => d === null)) return fail('Write judge <die index> [<die index> ...], or judge keep.');
      return { ok: true, action: { type: 'tactical-judgement', ship, dice: dice as number[] } };
    }
    case 'reroll': {
      if (!pendingFleet) return fail('No torpedo critical is waiting for a choice.');
      const w = rest[0]?.toLowerCase();
      const reroll = w === '0' ? 0 : w === '1' ? 1 : w === 'none' || w === undefined ? null : undefined;
      if (reroll === undefined) return fail('Write reroll 0, reroll 1 or reroll none.');
      return { ok: true, action: { type: 'torpedo-critical', fleet: pendingFleet, reroll } };
    }
    case 'fly':
      return parseFly(state, rest, pendingFleet);
    case 'aa':
      return parseAaSplit(state, rest);
    case 'split':
      if (!pendingFleet || !rest[0]) return fail('Write split <squadron>, when your fleet is to nominate.');
      return { ok: true, action: { type: 'split-squadron', fleet: pendingFleet, squadron: rest[0] } };
    case 'air': {
      if (!pendingFleet) return fail('Write air [<flight>@<ship> ...], when your fleet is to nominate in the Attack Phase.');
      const bombs: { flight: string; target: string }[] = [];
      for (const w of rest) {
        const m = /^([^@]+)@(.+)$/.exec(w);
        const target = m ? resolveShip(state, m[2] ?? '') : null;
        if (!m || !target) return fail(`"${w}" is not a bomb run; write <flight>@<ship>, e.g. stuka1@${state.shipOrder[0] ?? 'target'}.`);
        bombs.push({ flight: m[1] ?? '', target });
      }
      return { ok: true, action: { type: 'air-attack', fleet: pendingFleet, bombs } };
    }
    default:
      return fail(`"${verb}" is not an action; type a number from the list, or help.`);
  }
}

/** VAS-SCN-CONVOY-ENTRY: `enter <ship> <x> <y> [heading], ...` or `enter none`; a heading left out is straight in from the nearest edge. */
function parseEnter(state: VasState, rest: readonly string[], pendingFleet: string | null): Parsed {
  if (!pendingFleet) return fail('No fleet is bringing ships on now.');
  const usage = 'Write enter <ship> <x> <y> [heading], <ship> <x> <y> [heading] ..., or enter none.';
  if (rest.length === 0) return fail(usage);
  if (rest[0]?.toLowerCase() === 'none') return { ok: true, action: { type: 'enter', fleet: pendingFleet, ships: [] } };
  const { width, height } = state.options.table;
  const ships: { ship: string; position: { x: number; y: number }; heading: number }[] = [];
  for (const group of rest.join(' ').split(/[,;]/).map((g) => g.trim().split(/\s+/).filter(Boolean)).filter((g) => g.length > 0)) {
    const ship = group[0] ? resolveShip(state, group[0]) : null;
    const x = num(group[1]);
    const y = num(group[2]);
    if (!ship || x === null || y === null || group.length > 4) return fail(usage);
    const gaps: [number, number][] = [[height - y, 180], [y, 0], [x, 90], [width - x, 270]];
    const inward = gaps.sort((a, b) => a[0] - b[0])[0]?.[1] ?? 0;
    ships.push({ ship, position: { x, y }, heading: num(group[3]) ?? inward });
  }
  return { ok: true, action: { type: 'enter', fleet: pendingFleet, ships } };
}
