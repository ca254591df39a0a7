/**
 * WAS-SALVO-TACTICAL-ONLINE: the id a server gives the Victory at Sea game it hosts for a war's surface battle
 * taken to the table. One per war, turn and sea area (a war has at most one surface battle in an area a
 * turn), so the server can find the battle again after a restart and a client can follow the war to it.
 */
export function tableBattleId(war: string, turn: number, area: string): string {
  return `${war}-t${turn}-${area}`;
}

/** The war, turn and area of a table battle's id, or null for any other game id. */
export function warOfTableBattle(id: string): { readonly war: string; readonly turn: number; readonly area: string } | null {
  const m = /^(.+)-t([1-9]\d*)-([a-z][a-z-]*)$/.exec(id);
  return m ? { war: m[1] ?? '', turn: Number(m[2]), area: m[3] ?? '' } : null;
}
