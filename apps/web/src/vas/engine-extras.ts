/**
 * Engine functions the web client needs that @salvo/vas does not export yet: `weaponArcs` decides
 * which arcs a weapon covers (VAS-ATTACK-ARC). Imported from the engine's own module so the client
 * never re-implements the rule; switch to the public export once the package exports it.
 */
export { weaponArcs } from '../../../../packages/vas/src/attack/arcs';
