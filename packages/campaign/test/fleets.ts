/** Two small campaign fleets (10 Fleet Allocation Points at Battle or less) for the campaign tests. */
export { ROYAL_NAVY, ITALIAN_NAVY } from '../src/example-fleets';
