/** Special Traits of ships and weapons: the public surface of traits/. */
export * from './ship-traits';
export * from './weapon-traits';
export { torpedoBeltForcesReroll } from './torpedo-belt';
