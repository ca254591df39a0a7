/**
 * A yes-or-no question at the terminal: y/yes or n/no (any case); anything else is answered with a sentence and
 * the question is asked again, so a line typed (or piped) for the next prompt is never taken for "no".
 * Returns true for yes, false for no, null at end of input.
 */
import type { Terminal } from './terminal';

export async function askYesNo(term: Terminal, question: string): Promise<boolean | null> {
  for (;;) {
    const answer = await term.ask(question);
    if (answer === null) return null;
    const a = answer.trim();
    if (/^y(es)?$/i.test(a)) return true;
    if (/^no?$/i.test(a)) return false;
    term.print(`Answer y or n${a === '' ? '' : ` ("${a.length > 40 ? `${a.slice(0, 40)}…` : a}" is neither)`}.`);
  }
}
