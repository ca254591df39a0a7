/**
 * Engine functions the web client needs: `weaponArcs` decides which arcs a weapon covers
 * (VAS-ATTACK-ARC), from the engine's public surface so the client never re-implements the rule.
 */
export { weaponArcs } from '@salvo/vas';
