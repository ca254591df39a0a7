/**
 * Line-based terminal I/O: prints lines and asks questions, reading answers from stdin whether it is
 * a TTY or a pipe (scripted input). `ask` resolves to null at end of input, so callers never hang.
 * With piped input the answer read is echoed after the prompt, so a scripted session reads like a typed one.
 * Everything written passes `printable` (safe-text.ts): no escape sequence from a file or a typed line reaches the terminal;
 * and `capLines`: no line longer than MAX_TERMINAL_LINE, so a typed line of megabytes is neither echoed nor quoted back whole.
 */
import { createInterface } from 'node:readline';
import { capLines, printable } from './safe-text';

export interface Terminal {
  print(line: string): void;
  ask(prompt: string): Promise<string | null>;
  close(): void;
}

export function stdioTerminal(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Terminal {
  let rl: ReturnType<typeof createInterface> | null = null;
  let lines: AsyncIterator<string> | null = null;
  const echo = (input as { isTTY?: boolean }).isTTY !== true;
  return {
    print: (line) => void output.write(printable(capLines(line)) + '\n'),
    async ask(prompt) {
      if (!rl) {
        rl = createInterface({ input, terminal: false });
        lines = rl[Symbol.asyncIterator]();
      }
      output.write(printable(capLines(prompt)));
      const next = await (lines as AsyncIterator<string>).next();
      if (next.done) {
        output.write('\n');
        return null;
      }
      if (echo) output.write(printable(capLines(next.value)) + '\n');
      return next.value;
    },
    close() {
      rl?.close();
    },
  };
}

/** A terminal that answers from a fixed script and collects output (tests). */
export function scriptedTerminal(answers: readonly string[]): Terminal & { readonly out: string[] } {
  const out: string[] = [];
  let i = 0;
  return {
    out,
    print: (line) => void out.push(line),
    ask: (prompt) => {
      out.push(prompt);
      return Promise.resolve(i < answers.length ? (answers[i++] ?? null) : null);
    },
    close: () => undefined,
  };
}
