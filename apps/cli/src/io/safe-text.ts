/**
 * What the CLI writes to a terminal is text, never terminal commands: ANSI escape sequences (ESC[2J
 * clears the screen) and other control characters that came from a file or a typed line are removed
 * or shown as "?" (issue 7 item 22). Tabs and newlines stay. The one sequence the CLI itself sends,
 * the hot-seat screen clear, passes only as a line of its own.
 */
export const CLEAR_SCREEN = '\x1b[2J\x1b[3J\x1b[H';

const ESCAPES = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-_])?|\x9b[0-?]*[ -/]*[@-~]/g;
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

export function printable(line: string): string {
  if (line === CLEAR_SCREEN) return line;
  return line.replace(ESCAPES, '').replace(CONTROLS, '?');
}
