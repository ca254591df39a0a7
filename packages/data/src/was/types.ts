/**
 * War at Sea board and counters (Avalon Hill 1976). Every value a rule needs is present;
 * `status` says whether it was sourced, derived from play reports or reconstructed
 * (reasoning in docs/war-at-sea-board.md).
 */
export const WAS_AREA_IDS = ['north-atlantic', 'south-atlantic', 'north-sea', 'baltic-sea', 'mediterranean', 'barents-sea'] as const;
export type WasAreaId = (typeof WAS_AREA_IDS)[number];

export const WAS_PORT_IDS = ['usa', 'malta', 'england', 'leningrad', 'russia', 'germany', 'france', 'italy', 'neutral'] as const;
export type WasPortId = (typeof WAS_PORT_IDS)[number];

export const WAS_SHIP_TYPES = ['BB', 'BC', 'CA', 'PB', 'CV', 'convoy'] as const;
export type WasShipType = (typeof WAS_SHIP_TYPES)[number];

export type WasSideId = 'allies' | 'axis';

export interface WasSeaArea {
  readonly id: WasAreaId;
  readonly name: string;
  readonly poc: { readonly axis: number; readonly allies: number };
  readonly pocStatus: string;
  readonly adjacentAreas: readonly WasAreaId[];
  readonly adjacentPorts: readonly WasPortId[];
  readonly adjacencyStatus: string;
  /** Where each side's land-based Airstrike marker may attack (9.2). */
  readonly landAir: { readonly allies: boolean; readonly axis: boolean };
  /** The printed instruction on where each side's ships return at the end of a turn (5.7, 6.8). */
  readonly returnPorts: { readonly allies: readonly WasPortId[]; readonly axis: readonly WasPortId[] };
  readonly instructions: readonly string[];
  readonly instructionsStatus: string;
  /** `reconstructed` when any value above was reconstructed (docs/war-at-sea-board.md). */
  readonly status: 'sourced' | 'derived' | 'reconstructed';
}

export interface WasPort {
  readonly id: WasPortId;
  readonly name: string;
  readonly side: WasSideId | 'neutral';
  readonly repair: number;
  readonly repairStatus: string;
  readonly activeFrom: number;
  readonly activeUntil: number;
  readonly adjacentAreas: readonly WasAreaId[];
  readonly landAir: { readonly allies: boolean; readonly axis: boolean };
  readonly status: 'sourced' | 'reconstructed';
}

export interface WasTurnChartEntry {
  readonly turn: number;
  /** U-boats received this turn (Turn 1: the starting three). */
  readonly uboats: number;
  /** Counters entering this turn (US ships: first turn of their release rolls). Must match `entryTurn`. */
  readonly allies: readonly string[];
  readonly axis: readonly string[];
  readonly status: string;
  readonly events: readonly string[];
}

export interface WasBoard {
  readonly game: string;
  readonly turns: number;
  readonly pocCap: number;
  readonly landAirFactor: number;
  readonly uboats: { readonly start: number; readonly max: number };
  readonly seaAreas: readonly WasSeaArea[];
  readonly ports: readonly WasPort[];
  readonly turnChart: readonly WasTurnChartEntry[];
  /** Highest die roll that refuels at sea, by turn (16.2). */
  readonly oilerSuccessMax: Readonly<Record<string, number>>;
  readonly convoyPoc: { readonly russia: number; readonly england: number };
}

export interface WasCounter {
  readonly id: string;
  readonly name: string;
  readonly nation: 'UK' | 'US' | 'USSR' | 'Germany' | 'Italy' | 'Convoy';
  readonly side: WasSideId;
  readonly type: WasShipType;
  readonly attack: number;
  readonly defense: number;
  readonly speed: number;
  readonly airstrike: number;
  /** Turn-chart entry turn; null for starting forces. US ships enter by release roll from this turn. */
  readonly entryTurn: number | null;
  readonly homePort: WasPortId;
  readonly status: 'sourced' | 'reconstructed';
  readonly note?: string;
}
