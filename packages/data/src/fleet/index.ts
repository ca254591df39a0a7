export * from './allocation';
export * from './carrier-flights';
export * from './civilians';
export * from './crew';
export * from './fleet-lists';
export * from './types';
export * from './validate';
export { fleetNationOf } from './file-shape';
export { closestName, didYouMean } from '../rosters/suggest';
