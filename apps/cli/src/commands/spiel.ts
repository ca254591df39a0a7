/**
 * `salvo spiel`: Salvo's games for research code in any language, through the OpenSpiel-shaped API of
 * @salvo/spiel over standard input and output: one JSON request per line in, one JSON response per line
 * out, in order (docs/openspiel-api.md; packages/spiel/python/salvo_spiel.py drives it from Python).
 * Ends with exit 0 when its input ends. A line over MAX_LINE characters is answered with an error and
 * skipped, never buffered without end.
 */
import type { Command } from 'commander';
import { spielSession } from '@salvo/spiel';
import { exitQuietlyOnEpipe } from '../io/epipe';

export const MAX_LINE = 64 * 1024 * 1024;

/** Feeds text chunks to the session; `write` gets each response line (with its newline). */
export function spielLineReader(write: (line: string) => void, maxLine = MAX_LINE): { push(chunk: string): void; end(): void } {
  const session = spielSession();
  let buffer = '';
  let skipping = false;
  const answer = (line: string): void => {
    if (line.trim() === '') return;
    write(session.handleLine(line) + '\n');
  };
  const tooLong = (): void => {
    write(JSON.stringify({ id: null, ok: false, error: { code: 'ERR_SPIEL_REQUEST', message: `A request line is limited to ${maxLine} characters; that one was skipped.` } }) + '\n');
  };
  return {
    push(chunk) {
      let start = 0;
      for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
        const piece = chunk.slice(start, nl);
        if (skipping) skipping = false;
        else answer(buffer + piece);
        buffer = '';
        start = nl + 1;
      }
      if (skipping) return;
      buffer += chunk.slice(start);
      if (buffer.length > maxLine) {
        buffer = '';
        skipping = true;
        tooLong();
      }
    },
    end() {
      if (!skipping) answer(buffer);
      buffer = '';
    },
  };
}

export function registerSpiel(program: Command): void {
  program
    .command('spiel')
    .description('serve the OpenSpiel-shaped API over stdin/stdout as JSON lines, for research code (docs/openspiel-api.md)')
    .addHelpText('after', [
      '',
      'One JSON request per line in, one response per line out, e.g.:',
      '  {"id":1,"op":"load_game","name":"victory_at_sea","params":{"scenario":"default"}}',
      '  {"id":2,"op":"new_initial_state","game":"g1"}',
      '  {"id":3,"op":"status","state":"s2"}',
      '  {"id":4,"op":"apply_action","state":"s2","action":0}',
      'Ops: registered_games, load_game, new_initial_state, deserialize_state, status, legal_actions,',
      'legal_action_structs, chance_outcomes, apply_action, apply_actions, apply_action_struct, action_to_string,',
      'returns, observation_string, information_state_string, history, serialize, to_string, clone, delete,',
      'load_bot, bot_step. Python client: packages/spiel/python/salvo_spiel.py.',
    ].join('\n'))
    .action(() => {
      exitQuietlyOnEpipe();
      if (process.stdin.isTTY) {
        process.stderr.write('salvo spiel reads one JSON request a line and answers each on a line (e.g. {"id":1,"op":"registered_games"}); Ctrl-D ends it. salvo spiel --help lists the ops.\n');
      }
      const reader = spielLineReader((line) => process.stdout.write(line));
      process.stdin.setEncoding('utf8');
      process.stdin.on('data', (chunk: string) => reader.push(chunk));
      process.stdin.on('end', () => reader.end());
    });
}
