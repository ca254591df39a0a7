/**
 * Turning the table (src/vas/table-frame.ts, table-turn.ts): the frame's two directions undo each other and turn
 * headings with the table; a turned table, rendered on the server, draws each ship at the mirrored place with
 * every word upright; the words are laid out again on the turned screen without overlapping; and the two
 * known overlaps are gone: names of ships deployed side by side, and a wreck's name among flights and ships.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { clashes } from './label-clashes';
import { autoPlaceSide, defaultBattle, placeShip, planToSetup } from '@salvo/scenarios';
import { footprintRadius, vas, type ShipState, type VasState } from '@salvo/vas';
import { tableFrame, svgRect, topEdge } from '../src/vas/table-frame';
import { fleetAtFarEdge } from '../src/vas/table-turn';
import { layoutTableLabels, type Measure, type TableLabels } from '../src/vas/table-labels';
import { boxAt, type Box } from '../src/vas/label-layout';
import { layoutDeployNames, type DeployMark } from '../src/vas/deploy-labels';
import { scenarioSetup } from '../src/vas/scenarios';
import { scenarioById } from '../src/scenario/catalog';
import { planChoice } from '../src/scenario/plan';

// a .tsx module, which the tests' type check does not compile (no --jsx): loaded by its path, typed here
const TABLE = '../src/vas/Table.tsx';
type TableProps = { state: VasState; selected: string | null; onSelect: (id: string) => void; preview: null; preMeasure: boolean; turnFor?: { seat?: string | null } };
const { VasTable } = (await import(TABLE)) as { VasTable: FunctionComponent<TableProps> };
const OVERLAYS = '../src/vas/overlays.tsx';
type Layer = FunctionComponent<{ state: VasState; frame: ReturnType<typeof tableFrame> }>;
const { HiddenSquares, Smoke, TorpedoSpreads } = (await import(OVERLAYS)) as { HiddenSquares: FunctionComponent<{ view: VasState; frame: ReturnType<typeof tableFrame> }>; Smoke: Layer; TorpedoSpreads: Layer };

const measure: Measure = (text, px, bold) => text.length * px * (bold ? 0.66 : 0.6);

function game(setup: unknown): VasState {
  const c = vas.createGame(setup);
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

const drawn = (s: VasState): ShipState[] => s.shipOrder.map((id) => s.ships[id]).filter((x): x is ShipState => !!x && !x.destroyed && !x.hidden && !x.withdrawn);

/** Every word the layout placed, as a screen box (pixels at `scale`), named. */
function wordBoxes(state: VasState, out: TableLabels, scale: number, turned: boolean): Array<{ id: string; b: Box }> {
  const f = tableFrame(state.options.table.width, state.options.table.height, turned);
  const at = (p: { x: number; y: number }, rel: { x: number; y: number }) => {
    const q = f.toSvg(p);
    return { x: (q.x + rel.x) * scale, y: (q.y + rel.y) * scale };
  };
  const boxes: Array<{ id: string; b: Box }> = [];
  for (const [id, n] of out.names) {
    const s = state.ships[id];
    if (s && n.at) boxes.push({ id: `ship ${id}`, b: boxAt(at(s.position, n.at), measure(n.text, 12, false), 15) });
  }
  for (const [id, n] of out.flights) {
    const fl = state.air.flights.find((x) => x.id === id);
    if (fl?.position && n.at) boxes.push({ id: `flight ${id}`, b: boxAt(at(fl.position, n.at), measure(n.text, 10, true), 12.5) });
  }
  for (const [id, n] of out.wrecks) {
    const s = state.ships[id];
    if (s && n.at) boxes.push({ id: `wreck ${id}`, b: boxAt(at(s.position, n.at), measure(n.text, 10, false), 12.5) });
  }
  return boxes;
}

describe('the table frame', () => {
  it('table to screen and back is the identity both ways, turned or not; turned, the corners swap', () => {
    for (const turned of [false, true]) {
      const f = tableFrame(72, 48, turned);
      for (let x = -3; x <= 75; x += 2.5) for (let y = -3; y <= 51; y += 3.5) {
        const p = { x, y };
        const q = f.toTable(f.toSvg(p));
        expect(q.x).toBeCloseTo(x, 9);
        expect(q.y).toBeCloseTo(y, 9);
        const r = f.toSvg(f.toTable(p));
        expect(r.x).toBeCloseTo(x, 9);
        expect(r.y).toBeCloseTo(y, 9);
      }
    }
    // Unturned the south-west corner is at the bottom left of the screen; turned, at the top right.
    expect(tableFrame(72, 48, false).toSvg({ x: 0, y: 0 })).toEqual({ x: 0, y: 48 });
    expect(tableFrame(72, 48, true).toSvg({ x: 0, y: 0 })).toEqual({ x: 72, y: 0 });
    expect(tableFrame(72, 48, true).toSvg({ x: 30, y: 42 })).toEqual({ x: 42, y: 42 });
    expect(svgRect(tableFrame(72, 48, true), { x: 0, y: 0 }, { x: 72, y: 12 })).toEqual({ x: 0, y: 0, w: 72, h: 12 });
    expect([topEdge(tableFrame(72, 48, false)), topEdge(tableFrame(72, 48, true))]).toEqual(['north', 'south']);
  });

  it('a heading drawn on the screen points where the ship goes on the table, turned or not', () => {
    for (const turned of [false, true]) {
      const f = tableFrame(72, 48, turned);
      for (let h = 0; h < 360; h += 15) {
        const rad = (h * Math.PI) / 180;
        const from = f.toSvg({ x: 30, y: 20 });
        const to = f.toSvg({ x: 30 + Math.sin(rad), y: 20 + Math.cos(rad) });
        // An SVG rotate(a) turns the hull's bow (0, -1) to (sin a, -cos a).
        const a = (f.svgAngle(h) * Math.PI) / 180;
        expect(Math.sin(a)).toBeCloseTo(to.x - from.x, 9);
        expect(-Math.cos(a)).toBeCloseTo(to.y - from.y, 9);
      }
    }
    expect(tableFrame(72, 48, true).svgAngle(180)).toBe(0);
    expect(tableFrame(72, 48, true).svgAngle(0)).toBe(180);
  });
});

describe('who sees the table turned', () => {
  it('the fleet that starts at the far (north) edge, by where its ships are', () => {
    const s = game(defaultBattle(1));
    expect(fleetAtFarEdge(s.ships, 'rm', 48)).toBe(true);
    expect(fleetAtFarEdge(s.ships, 'rn', 48)).toBe(false);
    expect(fleetAtFarEdge(s.ships, 'nobody', 48)).toBe(false);
  });

  it('rendered for the north seat, the table is turned: Vittorio Veneto at the mirrored place, bow up, every word upright', () => {
    const s = game(defaultBattle(1));
    const props = { state: s, selected: null, onSelect: () => undefined, preview: null, preMeasure: false };
    const turned = renderToStaticMarkup(createElement(VasTable, { ...props, turnFor: { seat: 'rm' } }));
    const plain = renderToStaticMarkup(createElement(VasTable, { ...props, turnFor: { seat: 'rn' } }));
    // Veneto at (30, 42) heading 180: turned, 42" from the left and 42" down (near the bottom), her bow up the screen.
    expect(turned).toMatch(/<g transform="translate\(42 42\)" data-ship="veneto">.*?<g transform="rotate\(0\)">/);
    expect(plain).toMatch(/<g transform="translate\(30 6\)" data-ship="veneto">.*?<g transform="rotate\(180\)">/);
    expect(turned).toMatch(/class="turn-table" aria-pressed="true"/);
    expect(plain).toMatch(/class="turn-table" aria-pressed="false"/);
    expect(turned).toContain('North edge at the bottom (turned)');
    expect(turned).toContain('turned: north edge at the bottom');
    // Words are never inside a rotated group: only hulls, bows and planes turn.
    for (const html of [turned, plain]) {
      const rotated = [...html.matchAll(/<g transform="rotate\([^)]*\)">(.*?)<\/g>/g)].map((m) => m[1] ?? '');
      expect(rotated.length).toBe(4);
      for (const inner of rotated) expect(inner).not.toContain('<text');
    }
    // Her name is drawn, laid out below her on the screen (positive y: down), whichever way the table is turned.
    expect(turned).toMatch(/data-ship="veneto">.*?<text x="0" y="[0-9.]+"[^>]*class="ship-name"[^>]*>Vittorio Veneto</);
  });

  it('a hidden boat\'s square is drawn where it lies on the turned table, its words upright at its top', () => {
    const view = vas.observe(game(scenarioSetup('carrier', '4')), 'rm') as unknown as VasState;
    // Scirè hides in the square of column 1, row 0: x 24-48", y 0-24" (the south half).
    const plain = renderToStaticMarkup(createElement('svg', null, createElement(HiddenSquares, { view, frame: tableFrame(72, 48, false) })));
    const turned = renderToStaticMarkup(createElement('svg', null, createElement(HiddenSquares, { view, frame: tableFrame(72, 48, true) })));
    expect(plain).toContain('<rect x="24" y="24" width="24" height="24" class="sub-square">');
    expect(turned).toContain('<rect x="24" y="0" width="24" height="24" class="sub-square">');
    expect(turned).toMatch(/<text x="36" y="1.6" class="sub-square-label"/);
  });

  it('smoke and torpedo tracks are turned with the table: the tracks still run from the target towards the firer', () => {
    const s = structuredClone(game(defaultBattle(1)));
    s.smoke = [{ ship: 'warspite', from: { x: 30, y: 6 }, to: { x: 30, y: 3 }, turn: 1 }];
    s.naval.torpedoes = [{ id: 1, attacker: 'warspite', fleet: 'rn', weapon: 0, target: 'veneto', dice: 2, beam: false, longLance: false, placedTurn: 1 }] as unknown as VasState['naval']['torpedoes'];
    const draw = (c: Layer, turned: boolean) => renderToStaticMarkup(createElement('svg', null, createElement(c, { state: s, frame: tableFrame(72, 48, turned) })));
    expect(draw(Smoke, false)).toContain('x1="30" y1="42" x2="30" y2="45"');
    expect(draw(Smoke, true)).toContain('x1="42" y1="6" x2="42" y2="3"');
    expect(draw(Smoke, true)).toContain('<title>Smoke laid by HMS Warspite in turn 1</title>');
    // Warspite fires from the south at Veneto: unturned her tracks run down the screen from Veneto (y 6), turned up from y 42.
    const ys = (html: string) => [...html.matchAll(/y1="([-\d.]+)" x2="[-\d.]+" y2="([-\d.]+)"/g)].map((m) => Number(m[2]) - Number(m[1]));
    expect(ys(draw(TorpedoSpreads, false)).length).toBe(3);
    expect(ys(draw(TorpedoSpreads, false)).every((d) => d > 0)).toBe(true);
    expect(ys(draw(TorpedoSpreads, true)).every((d) => d < 0)).toBe(true);
  });

  it('turned, the words are laid out again on the screen: none meets another, all inside the table, at every zoom', () => {
    for (const s of [game(defaultBattle(1)), game(scenarioSetup('night', '7')), game(scenarioSetup('carrier', '4'))]) {
      const ships = drawn(s);
      const f = tableFrame(s.options.table.width, s.options.table.height, true);
      for (const scale of [5, 8, 12.5, 16, 25, 40]) {
        const out = layoutTableLabels(s, ships, ships[0], scale, measure, f);
        const boxes = wordBoxes(s, out, scale, true);
        expect(clashes(boxes), `at ${scale} px/in`).toEqual([]);
        for (const { id, b } of boxes) expect(b.x >= 0 && b.y >= 0 && b.x + b.w <= 72 * scale && b.y + b.h <= 48 * scale, `${id} inside`).toBe(true);
        if (scale >= 12.5) expect([...out.names.values()].every((n) => n.at !== null)).toBe(true);
      }
    }
  });
});

describe('the two known overlaps', () => {
  it('ships deployed side by side ("Deploy for me"): the names on the deployment table never meet, turned or not, where the names drawn under each ship did', () => {
    const scenario = scenarioById('victory-at-sea');
    if (!scenario) throw new Error('no generic scenario');
    const planned = planChoice({ scenario, seed: '8', level: 'Raid', side: 'roll' });
    if (!planned.ok) throw new Error(planned.problems.join(' '));
    const plan = planned.plan;
    // The player places her first ship by hand (where the browser test drops it), then "Deploy for me" places the rest around it.
    expect(placeShip(plan, 0, 0, { position: { x: 18, y: 6 }, heading: 0 })).toBeNull();
    for (let i = 0; i < plan.players.length; i++) expect(autoPlaceSide(plan, i)).toBeNull();
    const { width, height } = plan.scenario.table;
    let naiveClash = false;
    for (const turned of [false, true]) {
      const f = tableFrame(width, height, turned);
      const marks: DeployMark[] = plan.players.flatMap((p, pi) => p.ships.map((s) => ({
        id: `${pi}-${s.id}`, at: f.toSvg(s.placement?.position ?? { x: 0, y: 0 }), r: footprintRadius(s.roster.type) + 0.7, text: s.name,
      })));
      const names = layoutDeployNames(marks, [], { x: -1, y: -1, w: width + 2, h: height + 2 }, measure);
      // Boxes in inches: the names' font is 0.8" (12 px at 15 px per inch).
      const box = (m: DeployMark, rel: { x: number; y: number }): Box => boxAt({ x: m.at.x + rel.x, y: m.at.y + rel.y }, measure(m.text, 12, false) / 15, 1);
      const laid = marks.flatMap((m) => { const at = names.get(m.id); return at ? [{ id: m.id, b: box(m, at) }] : []; });
      expect(laid.length).toBe(marks.length);
      expect(clashes(laid)).toEqual([]);
      // Before: each name 0.8" under her footprint.
      const naive = marks.map((m) => ({ id: m.id, b: box(m, { x: 0, y: m.r - 0.7 + 0.8 }) }));
      naiveClash ||= clashes(naive).length > 0;
    }
    expect(naiveClash).toBe(true);
  });

  it('flights over ships, and a wreck among them: no flight\'s words, ship\'s name or wreck\'s name meets another, turned or not', () => {
    const scenario = scenarioById('carrier-clash');
    if (!scenario) throw new Error('no Carrier Clash');
    const planned = planChoice({ scenario, seed: '3', side: 'roll' });
    if (!planned.ok) throw new Error(planned.problems.join(' '));
    for (let i = 0; i < planned.plan.players.length; i++) expect(autoPlaceSide(planned.plan, i)).toBeNull();
    const s = game(planToSetup(planned.plan));
    // The carriers' flights start in the air at their bows, stacked; a destroyer sinks beside one of the carriers.
    expect(s.air.flights.filter((f) => f.airborne).length).toBeGreaterThan(4);
    const carrier = drawn(s).find((x) => x.roster.type.includes('carrier'));
    const escort = drawn(s).find((x) => x.fleet === carrier?.fleet && !x.roster.type.includes('carrier'));
    if (!carrier || !escort) throw new Error('no carrier and escort');
    escort.destroyed = true;
    escort.position = { x: carrier.position.x, y: carrier.position.y + 2.5 };
    let wreckNamed = 0;
    for (const turned of [false, true]) {
      const f = tableFrame(72, 48, turned);
      for (const scale of [8, 12.5, 16, 25]) {
        const out = layoutTableLabels(s, drawn(s), undefined, scale, measure, f);
        const boxes = wordBoxes(s, out, scale, turned);
        expect(clashes(boxes), `${turned ? 'turned' : 'unturned'}, ${scale} px/in`).toEqual([]);
        if (out.wrecks.get(escort.id)?.at) wreckNamed++;
      }
    }
    expect(wreckNamed).toBeGreaterThan(4);
  });
});
