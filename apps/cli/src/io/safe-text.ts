/**
 * What the CLI writes to a terminal is text, never terminal commands: every control character that
 * came from a file or a typed line (ESC, BEL, the C1 controls) is shown as "?" (issue 7 item 22), so
 * ESC[2J reads "?[2J" and clears nothing. The rest of a sequence stays visible on purpose: a sentence
 * about a name that carries one (`"Royal Navy?[2J" is not one`) still shows why the name is wrong.
 * Tabs and newlines stay. The one sequence the CLI itself sends, the hot-seat screen clear, passes
 * only as a line of its own.
 */
export const CLEAR_SCREEN = '\x1b[2J\x1b[3J\x1b[H';

const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

export function printable(line: string): string {
  if (line === CLEAR_SCREEN) return line;
  return line.replace(CONTROLS, '?');
}

/** The longest line a game's terminal prints (the longest a whole War at Sea game prints is under 1,000). */
export const MAX_TERMINAL_LINE = 4000;

/**
 * Each line of `text` cut to `max` characters, saying how many were left out (issue 7 item 16: a typed
 * line of megabytes is not echoed, nor quoted back in a refusal, whole).
 */
export function capLines(text: string, max = MAX_TERMINAL_LINE): string {
  if (text.length <= max) return text;
  return text.split('\n').map((l) => (l.length > max ? `${l.slice(0, max)}… (${l.length - max} more characters not shown)` : l)).join('\n');
}
