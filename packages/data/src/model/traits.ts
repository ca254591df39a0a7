/**
 * Ship traits of a roster from a specification, in the printed order: Agile, Aircraft N, Armoured Deck,
 * Carrier N, Radar, Silent, Sub-Hunter, Submersible, Torpedo Belt.
 */
import type { ShipSpec } from '../specs/schema';
import { SHIP_CALIBRATION, SUB_HUNTER_FROM_YEAR, type ShipCalibration } from './calibration';
import { isAgile } from './hull';

export type TraitSpec = Pick<ShipSpec,
  'type' | 'displacementTons' | 'speedKnots' | 'submergedSpeedKnots' | 'deckArmourMm' | 'flightDeckArmourMm' | 'aircraft' | 'airGroup'
  | 'flights' | 'radar' | 'depthCharges' | 'yearInService'>;

/** Flights a carrier operates: the spec's figure when it gives one, else one per AIRCRAFT_PER_FLIGHT aircraft. */
export function carrierFlights(spec: Pick<ShipSpec, 'type' | 'airGroup' | 'flights'>, cal: ShipCalibration = SHIP_CALIBRATION): number {
  if (spec.type !== 'aircraft carrier') return 0;
  if (spec.flights !== undefined) return spec.flights;
  return Math.max(1, Math.round((spec.airGroup ?? 0) / cal.aircraftPerFlight));
}

/** Surface search or fire-control radar fitted by the year the class entered service. */
export function hasRadar(spec: Pick<ShipSpec, 'radar' | 'yearInService'>): boolean {
  return spec.radar.some((r) => r.kind !== 'air' && r.year <= spec.yearInService);
}

/**
 * Armoured Deck: a main armour deck (laminated layers at one deck counted together, slopes and other decks
 * not) of ARMOURED_DECK_MM or more over the magazines; a carrier only for an armoured flight deck.
 */
export function hasArmouredDeck(spec: Pick<ShipSpec, 'type' | 'deckArmourMm' | 'flightDeckArmourMm'>, cal: ShipCalibration = SHIP_CALIBRATION): boolean {
  if (spec.type === 'aircraft carrier') return (spec.flightDeckArmourMm ?? 0) >= cal.armouredFlightDeckMm;
  return spec.deckArmourMm >= cal.armouredDeckMm;
}

export function shipTraits(spec: TraitSpec, cal: ShipCalibration = SHIP_CALIBRATION): string[] {
  const traits: string[] = [];
  const sub = spec.type === 'submersible';
  if (!sub && isAgile(spec.displacementTons, spec.speedKnots, cal)) traits.push('Agile');
  if (spec.aircraft > 0 && spec.type !== 'aircraft carrier') traits.push(`Aircraft ${spec.aircraft}`);
  if (hasArmouredDeck(spec, cal)) traits.push('Armoured Deck');
  if (spec.type === 'aircraft carrier') traits.push(`Carrier ${carrierFlights(spec, cal)}`);
  if (hasRadar(spec)) traits.push('Radar');
  if (sub && (spec.submergedSpeedKnots ?? 0) >= cal.silentMinSubmergedKnots) traits.push('Silent');
  const escort = spec.type === 'destroyer' || spec.type === 'escort';
  if (escort && spec.depthCharges && spec.yearInService >= SUB_HUNTER_FROM_YEAR) traits.push('Sub-Hunter');
  if (sub) traits.push('Submersible');
  const capital = spec.type === 'battleship' || spec.type === 'battlecruiser';
  if (capital && spec.displacementTons >= cal.bigShipTons) traits.push('Torpedo Belt');
  return traits;
}
