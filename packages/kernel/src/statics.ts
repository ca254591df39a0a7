/**
 * Static parts of a view, sent once per connection instead of in every frame (issue 9). A ruleset names
 * paths such as `ships.*.roster`: `*` is every element of an array or every value of a record, the last
 * segment a field of an element that has a string `id`. The welcome carries, per path, the field's value
 * by element id (`Statics`); every later frame's view leaves such a field out where the value is that
 * one, and `joinStatics` puts it back. A field that differs from the welcome's (or an element the welcome
 * did not know) stays in the frame, so joining never guesses.
 */

/** Per static path (`ships.*.roster`), the field's value by element id. */
export type Statics = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

type Node = Record<string, unknown>;
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null;

function fill(node: unknown, parts: readonly string[], i: number, field: string, byId: Readonly<Record<string, unknown>>): void {
  if (!isNode(node)) return;
  if (i === parts.length) {
    const id = node.id;
    if (typeof id === 'string' && !Object.hasOwn(node, field) && Object.hasOwn(byId, id)) node[field] = byId[id];
    return;
  }
  const part = parts[i] as string;
  if (part !== '*') return fill(node[part], parts, i + 1, field, byId);
  for (const child of Array.isArray(node) ? node : Object.values(node)) fill(child, parts, i + 1, field, byId);
}

/**
 * Puts the welcome's static fields back into a view as parsed from a frame (changes and returns it):
 * the result equals the server's `observe` for that viewer and version.
 */
export function joinStatics<T>(view: T, statics: Statics | undefined): T {
  if (statics === undefined) return view;
  for (const [path, byId] of Object.entries(statics)) {
    const parts = path.split('.');
    const field = parts.pop();
    if (field !== undefined) fill(view, parts, 0, field, byId);
  }
  return view;
}
