/** A field's place in a roster as a player reads it: `damage[1]`, `weapons[0].mount`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
}
