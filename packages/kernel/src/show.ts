/**
 * A short, printable description of an untrusted value for error sentences.
 * Contract: never throws, whatever the value (objects with hostile `toString`,
 * cycles, symbols, bigints); the result is at most `max` characters, with no control characters.
 */
export function showValue(value: unknown, max = 40): string {
  let text: string;
  switch (typeof value) {
    case 'string': text = value; break;
    case 'number': case 'boolean': case 'bigint': text = `${value}`; break;
    case 'undefined': text = 'nothing'; break;
    case 'symbol': text = 'a symbol'; break;
    case 'function': text = 'a function'; break;
    case 'object': text = jsonOf(value);
  }
  // Control characters (an ESC that would clear a terminal) are shown as "?", never passed on.
  const shown = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return shown.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
}

function jsonOf(value: object | null): string {
  try {
    return JSON.stringify(value) ?? 'an object';
  } catch {
    return Array.isArray(value) ? 'a list' : 'an object';
  }
}
