/** Measuring the table's words (table-labels.ts, the deployment table): a text's width at a font size, in pixels. */

/** Measures a text's width in pixels at a font size in pixels (the page's canvas, or an estimate in tests). */
export type Measure = (text: string, px: number, bold: boolean) => number;

/** Widths from a canvas in the page (the font the table's text uses); a rough estimate where there is none. */
export function canvasMeasure(fontFamily: string): Measure {
  // Typed by hand: this module is also compiled without the DOM library (the root tsconfig).
  type Ctx = { font: string; measureText(t: string): { width: number } };
  const doc = (globalThis as { document?: { createElement(tag: 'canvas'): { getContext(kind: '2d'): Ctx | null } } }).document;
  const ctx = doc ? doc.createElement('canvas').getContext('2d') : null;
  const cache = new Map<string, number>();
  return (text, px, bold) => {
    const key = `${bold ? 'b' : 'n'}${px}:${text}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    let w = text.length * px * 0.62;
    if (ctx) {
      ctx.font = `${bold ? 'bold ' : ''}${px}px ${fontFamily}`;
      w = ctx.measureText(text).width;
    }
    cache.set(key, w);
    return w;
  };
}
