/**
 * Table mode, for either game: a person types the dice rolled at a real table for one chance step.
 * The prompt names the roll (the engine's label), how many dice and which faces; an answer with the
 * wrong count, a word or a face the die does not have is refused with the reason and asked again.
 * Accepts "3 5", "3,5" and "roll 3 5". Returns the values, or null at end of input.
 */
import { diceFitRequest, type ChanceRequest } from '@salvo/kernel';
import type { Terminal } from './terminal';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "type 2 dice (d6, 1 to 6)": how many dice of which kind, in the player's words. */
export function diceWanted(req: ChanceRequest): string {
  return `type ${plural(req.dice, 'die', 'dice')} (d${req.sides}, 1 to ${req.sides})`;
}

/** War at Sea rolls of one die per ship named in the label: the order of the dice matters. */
const ONE_PER_SHIP = new Set(['speed', 'russian-sailing', 'us-release', 'italian-takeover']);

/** The engine's label (what the roll is for), then how many dice of which kind to type. */
export function dicePrompt(req: ChanceRequest): string {
  const what = diceWanted(req);
  const order = req.dice > 1 && ONE_PER_SHIP.has(req.purpose) ? ', one per ship in the order named' : '';
  return `${req.label.replace(/[.:\s]+$/, '')}. ${what[0]?.toUpperCase() ?? ''}${what.slice(1)}${order}: `;
}

/** The reason typed dice do not answer the request, or null when they do. */
export function tableDiceProblem(req: ChanceRequest, words: readonly string[]): string | null {
  const word = words.find((w) => !/^-?\d+$/.test(w));
  if (word !== undefined) return `"${word}" is not a die; ${diceWanted(req)}.`;
  if (words.length !== req.dice) {
    return `You typed ${plural(words.length, 'die', 'dice')}; this roll needs ${plural(req.dice, 'die', 'dice')} (d${req.sides}, 1 to ${req.sides}).`;
  }
  return diceFitRequest(req, words.map(Number));
}

export function splitDice(line: string): string[] {
  return line.trim().replace(/^roll\b/i, '').split(/[\s,]+/).filter(Boolean);
}

/** `undo` or `take back` typed at a prompt: take back the last step made at this screen (kernel take-back.ts). */
export const isUndo = (line: string): boolean => /^\s*(undo|take\s*back)\s*$/i.test(line);

/**
 * Asks until the dice fit. With `undo`, a person may instead type `undo` (a mistyped die before this one): the
 * answer is then `'undo'`.
 */
export async function askTableDice(req: ChanceRequest, term: Terminal): Promise<number[] | null>;
export async function askTableDice(req: ChanceRequest, term: Terminal, undo: true): Promise<number[] | 'undo' | null>;
export async function askTableDice(req: ChanceRequest, term: Terminal, undo = false): Promise<number[] | 'undo' | null> {
  for (;;) {
    const line = await term.ask(dicePrompt(req));
    if (line === null) return null;
    if (/^\s*(help|\?)\s*$/i.test(line)) {
      term.print(`Roll the dice at the table and type what they show: ${diceWanted(req)}, e.g. ${Array.from({ length: Math.max(1, req.dice) }, (_, i) => (i % req.sides) + 1).join(' ')}.${undo ? ' undo takes back the last step made here (a mistyped die too).' : ''}`);
      continue;
    }
    if (undo && isUndo(line)) return 'undo';
    const words = splitDice(line);
    const bad = tableDiceProblem(req, words);
    if (!bad) return words.map(Number);
    term.print(bad);
  }
}
