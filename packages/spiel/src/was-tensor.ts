/**
 * War at Sea's observation tensor (OpenSpiel's `ObservationTensor`): a fixed-size list of numbers encoding one
 * side's `observe` view, the same for every state of one game, so learning code can feed it to a network.
 *
 * Contract:
 * - Built from the view only, never the state: what the view hides (19.3's face-down British ships, the other
 *   side's secret order) cannot reach the tensor. Two states that differ only in what a side may not see give
 *   that side the same tensor.
 * - The layout (`wasTensorLayout`) is a list of named blocks whose sizes add up to the tensor's length; it
 *   depends only on the game's counter mix (the ships of its initial state, in that order).
 * - One-hot blocks are 0/1; counts (damage, U-boats) are plain numbers; the POC lead is divided by the cap (10),
 *   so it lies in [-1, 1] (negative: the Allies lead).
 * - Not encoded (read `observationString` for them): the battle bookkeeping of an area being resolved
 *   (engagements, disengaging groups, fire already given), one's own secret order and the volleys queued.
 */
import { AREAS, BOARD, PORTS, type AreaId, type Location, type PortId, type ShipState, type Step, type WasView } from '@salvo/was';

export interface TensorBlock {
  /** A stable name, e.g. `turn`, `ship:bismarck:location`. */
  readonly name: string;
  readonly size: number;
  /** What the block's entries mean, in order. */
  readonly meaning: string;
}

/** Every step kind, in a fixed order (the compiler checks the list is complete). */
const STEP_KIND_SET: Record<Step['kind'], true> = {
  'deploy': true, 'minor-roll': true, 'move': true, 'speed-roll': true, 'place-uboats': true, 'place-air': true,
  'choose-area': true, 'port-strike': true, 'asw-roll': true, 'uboat-targets': true, 'air-targets': true,
  'tactical-battle': true, 'carrier-intent': true, 'surface-fire': true, 'to-hit': true, 'add-one': true,
  'damage': true, 'disengage': true, 'pursue': true, 'continue-pursuit': true, 'return': true, 'oiler-roll': true,
  'over': true,
};
const STEP_KINDS = Object.keys(STEP_KIND_SET) as Step['kind'][];
const STATUSES: readonly ShipState['status'][] = ['waiting', 'active', 'sunk', 'scuttled', 'delivered'];
const PORT_IDS: readonly PortId[] = PORTS;

/** Where a counter can be: each port, each sea area, returning from each sea area, off the board. */
const PLACES: readonly string[] = [...PORT_IDS.map((p) => `port:${p}`), ...AREAS.map((a) => `sea:${a}`), ...AREAS.map((a) => `returning:${a}`), 'offboard'];
const placeIndex = (l: Location): number =>
  PLACES.indexOf(l.kind === 'port' ? `port:${l.port}` : l.kind === 'offboard' ? 'offboard' : `${l.kind}:${l.area}`);

const SHIP_FIELDS: readonly TensorBlock[] = [
  { name: 'hidden', size: 1, meaning: '1: a British ship this side sees face down (19.3), every other entry of the ship 0' },
  { name: 'axis', size: 1, meaning: '1: controlled by the Axis, 0: by the Allies' },
  { name: 'location', size: PLACES.length, meaning: `one-hot: ${PLACES.join(', ')}` },
  { name: 'status', size: STATUSES.length, meaning: `one-hot: ${STATUSES.join(', ')}` },
  { name: 'damage', size: 1, meaning: 'hits taken' },
  { name: 'disabled', size: 1, meaning: '1: disabled' },
  { name: 'moved', size: 1, meaning: '1: moved or tried to move this turn' },
  { name: 'oiler', size: 1, meaning: '1: kept at sea by an oiler' },
];
const SHIP_SIZE = SHIP_FIELDS.reduce((n, f) => n + f.size, 0);

/** The blocks of the tensor, in order, for a game whose initial state lists `shipIds`. */
export function wasTensorLayout(shipIds: readonly string[]): TensorBlock[] {
  const lbaPlaces = [...AREAS, ...PORT_IDS, 'none', 'hidden'];
  return [
    { name: 'turn', size: BOARD.turns, meaning: `one-hot: turn 1 to ${BOARD.turns}` },
    { name: 'poc', size: 1, meaning: `the Axis lead in POC over ${BOARD.pocCap} (negative: the Allies lead)` },
    { name: 'step', size: STEP_KINDS.length, meaning: `one-hot: ${STEP_KINDS.join(', ')}` },
    { name: 'step-side', size: 2, meaning: 'one-hot: the side the step names (allies, axis), none when it names none' },
    { name: 'step-area', size: AREAS.length, meaning: `one-hot: the sea area the step names (${AREAS.join(', ')}), none when it names none` },
    { name: 'control', size: AREAS.length * 2, meaning: 'per sea area, allies then axis: 1 for the side that controlled it at the end of the last finished turn' },
    { name: 'uboats', size: 2 + AREAS.length, meaning: `U-boats in play, in reserve, then placed in each sea area (${AREAS.join(', ')})` },
    { name: 'lba', size: lbaPlaces.length * 2, meaning: `per side (allies, axis), one-hot: its land-based airstrike marker at ${lbaPlaces.join(', ')}` },
    { name: 'submitted', size: 2, meaning: 'allies, axis: 1 when the side has handed in the pending secret order' },
    { name: 'face-down', size: PLACES.length, meaning: `count of British ships seen face down at each place (${PLACES.join(', ')})` },
    ...shipIds.flatMap((id) => SHIP_FIELDS.map((f) => ({ ...f, name: `ship:${id}:${f.name}` }))),
  ];
}

export const wasTensorSize = (shipIds: readonly string[]): number => wasTensorLayout(shipIds).reduce((n, b) => n + b.size, 0);

/** The tensor of `view` (one side's `observe`), for a game whose initial state lists `shipIds`. */
export function wasObservationTensor(view: WasView, shipIds: readonly string[]): number[] {
  const out: number[] = [];
  const block = (size: number, fill?: (b: number[]) => void): void => {
    const b = new Array<number>(size).fill(0);
    fill?.(b);
    out.push(...b);
  };
  const oneHot = (size: number, i: number): void => block(size, (b) => { if (i >= 0 && i < size) b[i] = 1; });
  const step = view.step as Step & { side?: string; area?: AreaId | null };

  oneHot(BOARD.turns, view.turn - 1);
  out.push(view.poc / BOARD.pocCap);
  oneHot(STEP_KINDS.length, STEP_KINDS.indexOf(step.kind));
  oneHot(2, step.side === 'allies' ? 0 : step.side === 'axis' ? 1 : -1);
  oneHot(AREAS.length, step.area ? AREAS.indexOf(step.area) : -1);
  const lastControl = view.control[view.control.length - 1] ?? {};
  block(AREAS.length * 2, (b) => AREAS.forEach((a, i) => {
    const side = lastControl[a];
    if (side) b[i * 2 + (side === 'allies' ? 0 : 1)] = 1;
  }));
  out.push(view.uboats.inPlay, view.uboats.reserve, ...AREAS.map((a) => view.uboats.areas[a] ?? 0));
  const lbaPlaces: readonly string[] = [...AREAS, ...PORT_IDS, 'none', 'hidden'];
  for (const side of ['allies', 'axis'] as const) oneHot(lbaPlaces.length, lbaPlaces.indexOf(view.lba[side] ?? 'none'));
  out.push(view.submitted.includes('allies') ? 1 : 0, view.submitted.includes('axis') ? 1 : 0);
  block(PLACES.length, (b) => {
    for (const s of view.ships) if ('faceDown' in s) b[placeIndex(s.location)] = (b[placeIndex(s.location)] ?? 0) + 1;
  });
  const seen = new Map<string, ShipState>();
  for (const s of view.ships) if (!('faceDown' in s)) seen.set(s.id, s);
  for (const id of shipIds) {
    const s = seen.get(id);
    if (!s) {
      block(SHIP_SIZE, (b) => { b[0] = 1; });
      continue;
    }
    out.push(0, s.side === 'axis' ? 1 : 0);
    oneHot(PLACES.length, placeIndex(s.location));
    oneHot(STATUSES.length, STATUSES.indexOf(s.status));
    out.push(s.damage, s.disabled ? 1 : 0, s.moved ? 1 : 0, s.oiler ? 1 : 0);
  }
  return out;
}
