/**
 * The table's word placement (label-layout.ts, table-labels.ts): no placed word covers another, a ship, or the table's edge;
 * and the three overlaps of the 7 December review: arc labels on the move preview's ghost, a word under a ship's name on a
 * turned phone (the hidden boat's square), and flights stacked at one spot of which only some were named.
 */
import { describe, expect, it } from 'vitest';
import { clashes } from './label-clashes';
import { autoPlaceSide, defaultBattle, planToSetup } from '@salvo/scenarios';
import { createGame, footprintRadius, SQUARE, vas, type ShipState, type VasState } from '@salvo/vas';
import { boxAt, intersects, placeLabelForms, placeLabels, type Box } from '../src/vas/label-layout';
import { flightStacks } from '../src/vas/flight-stacks';
import { ARC_PX, FLIGHT_PX, FLIGHT_RING, layoutTableLabels, NAME_PX, SQUARE_PX, WRECK_PX, type Ghost, type Measure, type TableLabels } from '../src/vas/table-labels';
import { tableFrame } from '../src/vas/table-frame';
import { scenarioSetup } from '../src/vas/scenarios';
import { scenarioById } from '../src/scenario/catalog';
import { planChoice } from '../src/scenario/plan';

const measure: Measure = (text, px) => text.length * px * 0.6;

describe('placing the words on the table', () => {
  it('gives each label the first free candidate, never one that meets an obstacle, a placed label or the edge', () => {
    const wall: Box = { x: 0, y: 0, w: 10, h: 10 };
    const placed = placeLabels([wall], [
      { id: 'a', w: 8, h: 4, candidates: [{ x: 5, y: 5 }, { x: 20, y: 5 }] },
      { id: 'b', w: 8, h: 4, candidates: [{ x: 20, y: 6 }, { x: 20, y: 20 }] },
      { id: 'c', w: 8, h: 4, candidates: [{ x: 5, y: 5 }, { x: 98, y: 50 }] },
    ], { x: 0, y: 0, w: 100, h: 100 });
    expect(placed.get('a')).toEqual({ x: 20, y: 5 });
    expect(placed.get('b')).toEqual({ x: 20, y: 20 });
    expect(placed.get('c')).toBeNull();
  });

  it('the night action at every zoom: no two words meet and none covers a ship', () => {
    const g = createGame(scenarioSetup('night', '7'));
    if (!g.ok) throw new Error(g.error.message);
    const state = g.value as VasState;
    const ships = state.shipOrder.map((id) => state.ships[id]).filter((s) => s !== undefined);
    for (const scale of [4, 5, 8, 12.5, 16, 25, 40, 80]) {
      const out = layoutTableLabels(state, ships, state.ships.orion, scale, measure);
      const boxes: Array<{ id: string; b: Box }> = [];
      for (const s of ships) {
        const n = out.names.get(s.id);
        if (!n?.at) continue;
        const c = { x: (s.position.x + n.at.x) * scale, y: (state.options.table.height - s.position.y + n.at.y) * scale };
        boxes.push({ id: s.id, b: boxAt(c, measure(n.text, 12, false), 12 * 1.25) });
      }
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
        expect(intersects(boxes[i]!.b, boxes[j]!.b), `${boxes[i]!.id} / ${boxes[j]!.id} at ${scale} px/in`).toBe(false);
      }
      for (const { id, b } of boxes) {
        expect(b.x >= 0 && b.y >= 0 && b.x + b.w <= state.options.table.width * scale && b.y + b.h <= state.options.table.height * scale, `${id} inside the table`).toBe(true);
      }
      // From a desktop's whole-table view (about 12 px per inch) up, every name finds a place.
      if (scale >= 12) expect([...out.names.values()].every((n) => n.at !== null)).toBe(true);
    }
  });
});

function game(setup: unknown): VasState {
  const g = createGame(setup as Parameters<typeof createGame>[0]);
  if (!g.ok) throw new Error(g.error.message);
  return g.value as VasState;
}

const drawn = (s: VasState): ShipState[] => s.shipOrder.map((id) => s.ships[id]).filter((x): x is ShipState => !!x && !x.destroyed && !x.hidden && !x.withdrawn);

/** Every word the layout placed, as a screen box (pixels at `scale`), named: names, arcs, flights, stacks, squares, wrecks. */
function everyWord(s: VasState, out: TableLabels, selected: ShipState | undefined, scale: number, turned: boolean): Array<{ id: string; b: Box }> {
  const f = tableFrame(s.options.table.width, s.options.table.height, turned);
  const at = (p: { x: number; y: number }, rel: { x: number; y: number }) => {
    const q = f.toSvg(p);
    return { x: (q.x + rel.x) * scale, y: (q.y + rel.y) * scale };
  };
  const widest = (lines: readonly string[], px: number, bold: boolean) => Math.max(...lines.map((l) => measure(l, px, bold)));
  const boxes: Array<{ id: string; b: Box }> = [];
  for (const [id, n] of out.names) {
    const ship = s.ships[id];
    if (ship && n.at) boxes.push({ id: `ship ${id}`, b: boxAt(at(ship.position, n.at), measure(n.text, NAME_PX, false), NAME_PX * 1.25) });
  }
  for (const [arc, a] of out.arcs) {
    if (selected && a.at) boxes.push({ id: `arc ${arc}`, b: boxAt(at(selected.position, a.at), widest([a.name, a.weapons], ARC_PX, true), ARC_PX * 2.5) });
  }
  for (const [id, n] of out.flights) {
    const fl = s.air.flights.find((x) => x.id === id);
    if (fl?.position && n.at) boxes.push({ id: `flight ${id}`, b: boxAt(at(fl.position, n.at), measure(n.text, FLIGHT_PX, true), FLIGHT_PX * 1.25) });
  }
  for (const st of out.stacks) {
    if (st.at) boxes.push({ id: `stack ${st.ids[0] ?? ''}`, b: boxAt({ x: st.at.x * scale, y: st.at.y * scale }, widest(st.lines, FLIGHT_PX, true), FLIGHT_PX * 1.25 * st.lines.length) });
  }
  for (const [id, q] of out.squares) if (q.at) boxes.push({ id: `square ${id}`, b: boxAt({ x: q.at.x * scale, y: q.at.y * scale }, measure(q.text, SQUARE_PX, false), SQUARE_PX * 1.25) });
  for (const [id, w] of out.wrecks) {
    const ship = s.ships[id];
    if (ship && w.at) boxes.push({ id: `wreck ${id}`, b: boxAt(at(ship.position, w.at), measure(w.text, WRECK_PX, false), WRECK_PX * 1.25) });
  }
  return boxes;
}

describe('shorter and richer forms of a label', () => {
  it('a label too long for any free place is drawn in its next shorter form, and left out only when no form fits', () => {
    const wall: Box = { x: 0, y: 0, w: 10, h: 100 };
    const placed = placeLabelForms([wall], [
      { id: 'long', w: 60, h: 4, candidates: [{ x: 35, y: 10 }], forms: [{ w: 20, h: 4, candidates: [{ x: 35, y: 10 }] }] },
      { id: 'none', w: 90, h: 4, candidates: [{ x: 50, y: 50 }], forms: [{ w: 95, h: 4, candidates: [{ x: 50, y: 60 }] }] },
    ], { x: 0, y: 0, w: 100, h: 100 });
    expect(placed.get('long')).toEqual({ at: { x: 35, y: 10 }, form: 1 });
    expect(placed.get('none')).toBeNull();
  });

  it('a richer form is taken after every label is placed, and only where it takes nobody\'s place', () => {
    const requests = [
      { id: 'stack', w: 10, h: 4, candidates: [{ x: 20, y: 20 }], richer: { w: 10, h: 40, candidates: [{ x: 20, y: 40 }] } },
      { id: 'name', w: 10, h: 4, candidates: [{ x: 20, y: 50 }] },
    ];
    // The long form would cover where the name goes: the name keeps its place, the short form is drawn.
    expect(placeLabelForms([], requests).get('stack')).toEqual({ at: { x: 20, y: 20 }, form: 0 });
    expect(placeLabelForms([], requests).get('name')).toEqual({ at: { x: 20, y: 50 }, form: 0 });
    // With the name elsewhere there is room: the long form, in its own place.
    const apart = [requests[0]!, { id: 'name', w: 10, h: 4, candidates: [{ x: 80, y: 50 }] }];
    expect(placeLabelForms([], apart).get('stack')).toEqual({ at: { x: 20, y: 40 }, form: -1 });
  });
});

describe('the overlaps of the 7 December review', () => {
  it('1. a planned move: no arc label or ship name lies on the move preview\'s ghost, turned or not, at every zoom (the fore arc\'s did)', () => {
    const s = game(defaultBattle(1));
    const veneto = s.ships.veneto;
    if (!veneto) throw new Error('no Vittorio Veneto');
    // Full ahead, 4" on her heading (south): the ghost lies on her fore arc, where its label went first.
    const ghost: Ghost = { at: { x: veneto.position.x, y: veneto.position.y - 4 }, r: footprintRadius(veneto.roster.type) };
    let coveredBefore = 0;
    for (const turned of [false, true]) {
      const f = tableFrame(72, 48, turned);
      for (const scale of [5, 8, 12.5, 16, 25, 40]) {
        const g = f.toSvg(ghost.at);
        const onGhost = (b: Box) => intersects(b, { x: (g.x - ghost.r) * scale, y: (g.y - ghost.r) * scale, w: 2 * ghost.r * scale, h: 2 * ghost.r * scale });
        const before = everyWord(s, layoutTableLabels(s, drawn(s), veneto, scale, measure, f), veneto, scale, turned);
        coveredBefore += before.filter((w) => onGhost(w.b)).length;
        const out = layoutTableLabels(s, drawn(s), veneto, scale, measure, f, ghost);
        const words = everyWord(s, out, veneto, scale, turned);
        expect(words.filter((w) => onGhost(w.b)).map((w) => w.id), `${turned ? 'turned' : 'unturned'}, ${scale} px/in`).toEqual([]);
        expect(clashes(words)).toEqual([]);
        // From a desktop's whole-table view up, every arc is still labelled: its label moved off the ghost.
        // Zoomed in, every arc is still labelled: its label moved off the ghost.
        if (scale >= 16) expect([...out.arcs.values()].every((a) => a.at !== null), `arcs at ${scale} px/in`).toBe(true);
      }
    }
    expect(coveredBefore).toBeGreaterThan(0);
  });

  it('2. a turned phone: the hidden boat\'s words are laid out with the rest (they were drawn at a fixed place, under HMS Valiant\'s name), in her square, whichever ship is selected', () => {
    const view = vas.observe(game(scenarioSetup('carrier', '4')), 'rm') as unknown as VasState;
    const boat = Object.entries(view.naval.hidden)[0];
    if (!boat) throw new Error('no hidden boat in the Italian view');
    const [id, sq] = boat;
    const f = tableFrame(72, 48, true);
    // 390 px wide: the table (76" with its border) is drawn about 358 px wide, 4.7 px per inch.
    for (const scale of [358 / 76, 6, 8, 12.5]) {
      for (const sel of [undefined, ...drawn(view)]) {
        const out = layoutTableLabels(view, drawn(view), sel, scale, measure, f);
        const words = everyWord(view, out, sel, scale, true);
        expect(clashes(words), `${sel?.id ?? 'nobody'} selected, ${scale} px/in`).toEqual([]);
        const q = out.squares.get(id);
        // On a phone a selected ship's arc labels come first; with nobody selected, or from 6 px per inch, the square is named.
        if (!sel || scale >= 6) expect(q?.at, `the square's words, ${sel?.id ?? 'nobody'} selected, ${scale} px/in`).not.toBeNull();
        if (!q?.at) continue;
        const c = f.toSvg({ x: sq.col * SQUARE + SQUARE / 2, y: sq.row * SQUARE + SQUARE / 2 });
        expect(Math.abs(q.at.y - c.y)).toBeLessThanOrEqual(SQUARE / 2);
        expect(Math.abs(q.at.x - c.x)).toBeLessThanOrEqual(SQUARE / 2);
        expect(q?.text).toMatch(/^Scirè hidden in B1/);
      }
    }
  });

  it('3. flights stacked at one spot: one label per stack counts every flight in it (and lists them where there is room), turned or not, at every zoom', () => {
    const scenario = scenarioById('carrier-clash');
    if (!scenario) throw new Error('no Carrier Clash');
    const planned = planChoice({ scenario, seed: '3', side: 'roll' });
    if (!planned.ok) throw new Error(planned.problems.join(' '));
    for (let i = 0; i < planned.plan.players.length; i++) expect(autoPlaceSide(planned.plan, i)).toBeNull();
    const s = game(planToSetup(planned.plan));
    const aloft = s.air.flights.filter((x) => x.airborne && !x.destroyed);
    // Each carrier's flights start stacked at her bow: two stacks, no lone flight.
    const stacks = flightStacks(aloft, FLIGHT_RING);
    expect(stacks.map((g) => g.length).sort()).toEqual([7, 9]);
    let listed = 0;
    for (const turned of [false, true]) {
      const f = tableFrame(72, 48, turned);
      for (const scale of [358 / 76, 8, 12.5, 16, 25, 40]) {
        const out = layoutTableLabels(s, drawn(s), undefined, scale, measure, f);
        expect(clashes(everyWord(s, out, undefined, scale, turned)), `${turned ? 'turned' : 'unturned'}, ${scale} px/in`).toEqual([]);
        expect(out.stacks.map((st) => st.ids.length).sort()).toEqual([7, 9]);
        for (const st of out.stacks) {
          expect(st.at, `a stack of ${st.ids.length} at ${scale} px/in`).not.toBeNull();
          expect(st.lines[0]).toMatch(new RegExp(`^${st.ids.length} flights`));
          if (st.lines.length === st.ids.length + 1) listed++;
        }
        expect([...out.flights.values()].every((x) => x.at === null)).toBe(true);
      }
    }
    // Zoomed in there is room beside a stack for the list of its flights.
    expect(listed).toBeGreaterThan(2);
  });

  it('flights are one stack when their rings meet, or through a chain of rings that meet; apart, each is alone', () => {
    const at = (x: number, y: number) => ({ position: { x, y } });
    const [a, b, c, d] = [at(0, 0), at(1.5, 0), at(3, 0.5), at(10, 0)];
    expect(flightStacks([a, b, c, d], FLIGHT_RING)).toEqual([[a, b, c], [d]]);
    expect(flightStacks([a, d], FLIGHT_RING)).toEqual([[a], [d]]);
  });
});
