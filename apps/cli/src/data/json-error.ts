/**
 * Where and why a text is not JSON, for an error sentence: a small recursive-descent scan that stops at
 * the first fault. Used only after JSON.parse has refused the text (Node's message gives no line for
 * most faults). Returns undefined if it finds no fault.
 */
export interface JsonFault { readonly offset: number; readonly reason: string }

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ['true', 'false', 'null'];

export function findJsonFault(text: string): JsonFault | undefined {
  let i = 0;
  const ws = (): void => { while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i += 1; };
  const fault = (reason: string): JsonFault => ({ offset: i, reason });
  const describeHere = (): string => (i >= text.length ? 'the file ends' : `found ${JSON.stringify(text.charAt(i))}`);

  function string(): JsonFault | undefined {
    const start = i;
    i += 1;
    while (i < text.length) {
      const c = text.charAt(i);
      if (c === '"') { i += 1; return undefined; }
      if (c === '\n') return fault('a text in quotes runs past the end of the line');
      i += c === '\\' ? 2 : 1;
    }
    i = start;
    return fault('a text in quotes is never closed');
  }

  function value(depth: number): JsonFault | undefined {
    ws();
    if (depth > 500) return fault('the file is nested too deeply');
    const c = text.charAt(i);
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i += 1;
      ws();
      if (text.charAt(i) === close) { i += 1; return undefined; }
      for (;;) {
        ws();
        if (c === '{') {
          if (text.charAt(i) !== '"') return fault(`expected a key in double quotes, ${describeHere()}`);
          const s = string();
          if (s) return s;
          ws();
          if (text.charAt(i) !== ':') return fault(`expected ":" after the key, ${describeHere()}`);
          i += 1;
        }
        const v = value(depth + 1);
        if (v) return v;
        ws();
        if (text.charAt(i) === ',') {
          const comma = i;
          i += 1;
          ws();
          if (text.charAt(i) === close) return { offset: comma, reason: `a comma before "${close}" (JSON allows no trailing comma)` };
          continue;
        }
        if (text.charAt(i) === close) { i += 1; return undefined; }
        return fault(`expected "," or "${close}", ${describeHere()}`);
      }
    }
    if (c === '"') return string();
    NUMBER.lastIndex = i;
    if (NUMBER.test(text)) { i = NUMBER.lastIndex; return undefined; }
    const word = LITERALS.find((w) => text.startsWith(w, i));
    if (word) { i += word.length; return undefined; }
    if (c === "'") return fault('texts and keys need double quotes, not single quotes');
    return fault(`expected a value (a number, a text in double quotes, true, false, null, a list or an object), ${describeHere()}`);
  }

  const v = value(0);
  if (v) return v;
  ws();
  return i < text.length ? fault('there is more text after the end of the JSON value') : undefined;
}
