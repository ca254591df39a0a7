/** Aircraft (Advanced Rules: Aircraft, Aircraft Flights): flights as units on the table. */
export { bowPoint, carrierCapacity, MAX_FLIGHTS, readFlights, type FlightInput } from './setup';
export { cloneAir, emptyAir, flightById, flightsAloft, resetAirTurn } from './state';
export { airFields, airLinkProblem } from './state-fields';
export { airMovementAwaits, applyAirFirst, applyFly, validateFly } from './movement';
export { airDecision, airLegal, launchVariant, sampleFly, type AirDecision } from './choices';
export { destroyedInDogfight, flightTouchesShip, flightsTouch, FLIGHT_CONTACT } from './contact';
export { airDue, airAttackChoices, FLIGHTS_PER_SHIP } from './nominate';
export { AIR_TORPEDO_RANGE } from './declare';
export { openAirDefence } from './open';
export { airChance, continueAir } from './resolve';
export { isObservation, observationBonus, observationCapacity, observationInitiative, observationProfile, OBSERVATION_REACH } from './observation';
