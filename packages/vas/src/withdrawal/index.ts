/** Tactical Withdrawals and ship Victory Points (Advanced Rules; scenarios supply the values and edges). */
export { TABLE_EDGES, edgeAt, readForbiddenEdges } from './edges';
export { recordExit } from './record';
export { awardPoints, shipAward, victoryPoints, type ShipAward } from './score';
