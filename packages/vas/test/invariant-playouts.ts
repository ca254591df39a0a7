/**
 * The invariant playouts behind invariants.test.ts, runnable inline or split across worker threads
 * (the engine's per-action cost makes 10,000 games a multi-core job). Per game and step:
 * - the chosen action (`sampleAction`) is accepted by the checked `apply`, which leaves its argument unchanged;
 * - listed legal actions are accepted by `apply` (all of them with full checks, one every LEGAL_EVERY
 *   decisions otherwise);
 * - deliberately wrong actions (dice when a decision is due, a decision when dice are due, dice of the
 *   wrong count or beyond the die's sides, a move far beyond Speed, a ship of the fleet whose turn it is
 *   not) are rejected with an ERR_ code and a sentence (every step with full checks, every WRONG_EVERY otherwise);
 * - serialize -> parse gives an equal state (every step with full checks, every PARSE_EVERY otherwise);
 * - with full checks, no player's or spectator's view carries the PRNG state (the dice to come);
 * - every game ends within `descriptor.maxActions` actions.
 * Games are seeded by number (dice: the setup seed; bot: a PRNG from the same number), so a failure
 * names a seed that reproduces it. The seed also picks the battle's conditions (`CONDITIONS`, conditions.ts):
 * day, night (core rules and the night-fighting variant with all its parts), Bad Weather, radar.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { nextU32, seedRng, type RngState, type RuleError } from '@salvo/kernel';
import { LASTING_EFFECTS, vas, type VasAction, type VasSetup, type VasState } from '@salvo/vas';
import { squadronBattle } from '../src/squadrons/test-setups';
import { submarineBattle } from '../src/submarines/test-setups';
import { fourShipBattle } from './fixtures';
import { CONDITIONS } from './conditions';
import { AIR_EVERY, carrierBattle, groundedAtNight } from './air-battle';

export const PARSE_EVERY = 25;
export const LEGAL_EVERY = 5;
export const WRONG_EVERY = 7;
const MAX_FAILURES = 20;

export interface Failure {
  readonly seed: number;
  readonly step: number;
  readonly what: string;
}

export interface PlayoutReport {
  readonly games: number;
  readonly steps: number;
  readonly failures: Failure[];
}

function badRejection(r: { ok: true } | { ok: false; error: RuleError }): string | null {
  if (r.ok) return 'was accepted';
  if (!/^ERR_[A-Z0-9_]+$/.test(r.error.code)) return `has no ERR_ code (${r.error.code})`;
  if (r.error.message.trim().length < 8) return `has no sentence (${r.error.message})`;
  return null;
}

/** Wrong actions for this step; each must be rejected with a code. */
export function wrongActions(state: VasState): { label: string; action: VasAction }[] {
  const p = vas.pending(state);
  const out: { label: string; action: VasAction }[] = [];
  if (p.kind === 'chance') {
    out.push({ label: 'a decision while dice are due', action: { type: 'attack', ship: state.shipOrder[0] ?? 'x', fire: [] } });
    out.push({ label: 'dice of the wrong count', action: vas.diceAction(Array.from({ length: p.request.dice + 1 }, () => 1)) });
    out.push({ label: 'a die face beyond its sides', action: vas.diceAction(Array.from({ length: p.request.dice }, () => p.request.sides + 1)) });
    return out;
  }
  if (p.kind !== 'decision') return out;
  out.push({ label: 'dice while a decision is due', action: vas.diceAction([3]) });
  const other = state.fleetOrder.find((f) => f !== p.player);
  const otherShip = state.shipOrder.find((id) => state.ships[id]?.fleet === other && !state.ships[id]?.destroyed);
  if (state.moving) {
    const s = state.ships[state.moving];
    if (s) out.push({ label: 'a move far beyond Speed', action: { type: 'move', ship: s.id, legs: [{ forward: s.roster.speed + 10 }] } });
  } else if (otherShip && state.phase === 'movement') {
    out.push({ label: "nominating the other fleet's ship", action: { type: 'nominate-move', ship: otherShip } });
  } else if (otherShip && state.phase === 'attack') {
    out.push({ label: "attacking with the other fleet's ship", action: { type: 'attack', ship: otherShip, fire: [] } });
  }
  out.push(...wrongNavalActions(state, p.player, p.decision));
  return out;
}

/** Issue 8's bad inputs: a reveal outside its square, a depth charge at a surfaced ship, a torpedo beyond reach. */
function wrongNavalActions(state: VasState, fleet: string, decision: string): { label: string; action: VasAction }[] {
  const out: { label: string; action: VasAction }[] = [];
  const mine = state.shipOrder.map((id) => state.ships[id]).filter((s) => s !== undefined && s.fleet === fleet && !s.destroyed && !s.withdrawn);
  const enemies = state.shipOrder.map((id) => state.ships[id]).filter((s) => s !== undefined && s.fleet !== fleet && !s.destroyed && !s.withdrawn && !s.hidden);
  const hidden = mine.find((s) => s?.hidden);
  if (decision === 'reveal' && hidden) {
    out.push({ label: 'a reveal outside the recorded square', action: { type: 'reveal', fleet, ships: [{ ship: hidden.id, position: { x: -5, y: -5 }, heading: 0, submerged: false }] } });
  }
  out.push(...wrongAirActions(state, fleet, decision));
  if (decision !== 'attack') return out;
  for (const ship of mine) {
    if (!ship || ship.hidden) continue;
    const dc = ship.roster.weapons.findIndex((w) => w.kind === 'depth-charge');
    const surfaced = enemies.find((e) => e && !e.submerged);
    if (dc >= 0 && surfaced) out.push({ label: 'a depth charge at a surfaced ship', action: { type: 'attack', ship: ship.id, fire: [{ weapon: dc, target: surfaced.id }] } });
    const torp = ship.roster.weapons.findIndex((w) => w.kind === 'torpedo');
    const far = enemies.find((e) => e && Math.hypot(e.position.x - ship.position.x, e.position.y - ship.position.y) > 21);
    if (torp >= 0 && far) out.push({ label: 'a torpedo beyond reach', action: { type: 'attack', ship: ship.id, fire: [{ weapon: torp, target: far.id }] } });
    if (out.length > 0) break;
  }
  return out;
}

/**
 * Issue 8's bad aircraft inputs: an air-launched torpedo at a ship beyond 4" of its flight, a bomb from a
 * flight locked in a dogfight, a fourth flight on one ship (the flights of the fleet, all at the first enemy ship).
 */
function wrongAirActions(state: VasState, fleet: string, decision: string): { label: string; action: VasAction }[] {
  const out: { label: string; action: VasAction }[] = [];
  if (state.air.flights.length === 0) return out;
  const mine = state.air.flights.filter((f) => f.fleet === fleet && f.airborne && !f.destroyed && f.position !== null);
  const enemy = state.shipOrder.map((id) => state.ships[id]).find((s) => s !== undefined && s.fleet !== fleet && !s.destroyed && !s.withdrawn && !s.hidden);
  if (!enemy) return out;
  if (decision === 'fly') {
    const far = mine.find((f) => f.position !== null && Math.hypot(f.position.x - enemy.position.x, f.position.y - enemy.position.y) > 4.5);
    if (far) out.push({ label: 'an air torpedo beyond 4"', action: { type: 'fly', fleet, moves: [], torpedoes: [{ flight: far.id, target: enemy.id }] } });
  }
  if (decision === 'attack') {
    const locked = mine.find((f) => f.dogfight.length > 0);
    if (locked) out.push({ label: 'a bomb from a dogfighting flight', action: { type: 'air-attack', fleet, bombs: [{ flight: locked.id, target: enemy.id }] } });
    if (mine.length >= 4) out.push({ label: 'four flights on one ship', action: { type: 'air-attack', fleet, bombs: mine.slice(0, 4).map((f) => ({ flight: f.id, target: enemy.id })) } });
  }
  return out;
}

/** Plays game `seed` to its end, pushing what went wrong; returns the number of actions. */
/**
 * The battle of game `seed`, a third of each: the standard four-ship battle; a hidden U-boat pack against
 * escorts with a Sub-Hunter (torpedoes, depth charges, reveals, detection, crash dives); destroyer
 * squadrons with a cruiser and a U-boat (squadron nominations, splits, formation, Command).
 */
export function battleFor(seed: number): VasSetup {
  if (seed % 3 === 2) return submarineBattle(seed, { col: seed % 3, row: (seed >> 2) % 2 });
  if (seed % 3 === 0) return squadronBattle(seed);
  return (seed >> 1) % 4 === 0 ? battered(fourShipBattle(seed), seed) : fourShipBattle(seed);
}

/**
 * A campaign's battle: every ship sails with an earlier battle's damage (VAS-SETUP-CARRIED), two lasting
 * critical hits picked by the seed, one a destroyed turret (VAS-SETUP-CRITICALS), and every other ship
 * Crippled without a turret lost to crippling (VAS-SETUP-CRIPPLE-LOSSES).
 */
function battered(setup: VasSetup, seed: number): VasSetup {
  const created = vas.createGame(setup);
  if (!created.ok) return setup;
  return {
    ...setup,
    fleets: setup.fleets.map((f) => ({
      ...f,
      ships: f.ships.map((sh, i) => {
        const r = created.value.ships[sh.id]?.roster;
        const turrets = (r?.weapons ?? []).flatMap((w, k) => (w.kind === 'main' ? [k] : []));
        if (!r || turrets.length < 2) return sh;
        const effect = LASTING_EFFECTS[(seed + i) % LASTING_EFFECTS.length] ?? 'rudder';
        const criticals = [{ effect: 'turret-destroyed', weapon: turrets[0] ?? 0 }, ...(effect === 'turret-destroyed' ? [] : [{ effect }])];
        const crippled = (seed + i) % 2 === 0;
        return {
          ...sh, criticals, crew: Math.max(1, r.crew[0] - 3),
          damage: crippled ? r.damage[1] : Math.max(r.damage[1] + 1, r.damage[0] - 4),
          ...(crippled ? { crippleLosses: { weapons: [turrets[1] ?? 0], traits: r.traits.slice(0, 1) } } : {}),
        };
      }),
    })),
  };
}

export function playGame(seed: number, full: boolean, failures: Failure[]): number {
  // The seed picks the battle (plain, submarines, squadrons, carriers) and, independently, its conditions.
  const conditions = CONDITIONS[Math.floor(seed / 3) % CONDITIONS.length] ?? {};
  const base = groundedAtNight(seed % AIR_EVERY === AIR_EVERY - 1 ? carrierBattle(seed) : battleFor(seed), conditions);
  const created = vas.createGame({ ...base, options: { ...base.options, ...conditions } });
  if (!created.ok) {
    failures.push({ seed, step: -1, what: `setup rejected: ${created.error.message}` });
    return 0;
  }
  let state = created.value;
  const rng: RngState = seedRng(seed ^ 0x5a17);
  const fail = (step: number, what: string): void => void failures.push({ seed, step, what });
  for (let step = 0; ; step++) {
    if (failures.length > MAX_FAILURES) return step;
    const p = vas.pending(state);
    if (p.kind === 'over') return step;
    if (step >= vas.descriptor.maxActions) {
      fail(step, `did not end within maxActions ${vas.descriptor.maxActions}`);
      return step;
    }
    if (full || step % WRONG_EVERY === 0) {
      for (const w of wrongActions(state)) {
        const bad = badRejection(vas.apply(state, w.action));
        if (bad) fail(step, `${w.label} ${bad}: ${JSON.stringify(w.action)}`);
      }
    }
    // The state's text, kept to check both the round trip and, later, that apply leaves its argument alone.
    const text = full || step % PARSE_EVERY === 0 ? vas.serialize(state) : '';
    if (text !== '') {
      const parsed = vas.parse(text);
      if (!parsed.ok) fail(step, `parse(serialize(state)) failed: ${parsed.error.message}`);
      else if (vas.serialize(parsed.value) !== text) fail(step, 'parse(serialize(state)) differs from the state');
    }
    if (full) {
      for (const viewer of [...state.fleetOrder, 'spectator']) {
        if ('rng' in vas.observe(state, viewer)) fail(step, `the view of ${viewer} shows the PRNG state`);
      }
    }
    if (p.kind === 'chance') {
      state = vas.rollChance(state).state;
      continue;
    }
    const sampled = full || step % LEGAL_EVERY === 0;
    const legal = sampled ? vas.legalActions(state) : [];
    const toCheck = full ? legal : legal.length > 0 ? [legal[nextU32(rng) % legal.length] as VasAction] : [];
    for (const a of toCheck) {
      const r = vas.apply(state, a);
      if (!r.ok) fail(step, `listed legal action rejected (${r.error.code}: ${r.error.message}): ${JSON.stringify(a)}`);
    }
    const chosen = vas.sampleAction(state, rng);
    const r = vas.apply(state, chosen);
    if (full && vas.serialize(state) !== text) fail(step, 'apply (or a listed or wrong action before it) changed its argument');
    if (!r.ok) {
      fail(step, `sampled action rejected (${r.error.code}: ${r.error.message}): ${JSON.stringify(chosen)}`);
      return step;
    }
    state = r.value.state;
  }
}

/** Games `from` .. `from + count - 1` in this thread. */
export function runPlayouts(from: number, count: number, full: boolean): PlayoutReport {
  const failures: Failure[] = [];
  let steps = 0;
  let games = 0;
  for (let seed = from; seed < from + count && failures.length <= MAX_FAILURES; seed++, games++) steps += playGame(seed, full, failures);
  return { games, steps, failures };
}

interface Job {
  readonly salvoInvariants: true;
  readonly from: number;
  readonly count: number;
  readonly full: boolean;
}

if (!isMainThread && (workerData as Job | null)?.salvoInvariants) {
  const job = workerData as Job;
  parentPort?.postMessage(runPlayouts(job.from, job.count, job.full));
}

/** Splits the games across `workers` threads (TypeScript loaded through tsx's register API). */
export async function runPlayoutsInWorkers(from: number, count: number, full: boolean, workers: number): Promise<PlayoutReport> {
  if (workers <= 1) return runPlayouts(from, count, full);
  const code = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const per = Math.ceil(count / workers);
  const jobs: Promise<PlayoutReport>[] = [];
  for (let w = 0; w < workers; w++) {
    const job: Job = { salvoInvariants: true, from: from + w * per, count: Math.max(0, Math.min(per, count - w * per)), full };
    jobs.push(
      new Promise((resolve, reject) => {
        const worker = new Worker(code, { eval: true, workerData: job });
        worker.once('message', (r: PlayoutReport) => {
          resolve(r);
          void worker.terminate();
        });
        worker.once('error', reject);
      }),
    );
  }
  const parts = await Promise.all(jobs);
  return {
    games: parts.reduce((n, p) => n + p.games, 0),
    steps: parts.reduce((n, p) => n + p.steps, 0),
    failures: parts.flatMap((p) => p.failures),
  };
}
