/**
 * WAS-SALVO-TACTICAL-ONLINE: the id a server gives the Victory at Sea game it hosts for a war's surface battle
 * taken to the table. One per war, turn and sea area (a war has at most one surface battle in an area a
 * turn), so the server can find the battle again after a restart and a client can follow the war to it.
 */
export function tableBattleId(war: string, turn: number, area: string): string {
  return `${war}-t${turn}-${area}`;
}
