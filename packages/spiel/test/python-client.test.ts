/**
 * The Python client (python/salvo_spiel.py) against a real `salvo spiel` process: python3 plays seeded random
 * games of both games through the JSON lines, serializes and reopens each, and prints one line a game.
 * python3 is part of the machines Salvo is built and tested on (docs/openspiel-api.md).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../python/random_game.py', import.meta.url));
const pythonDir = fileURLToPath(new URL('../python/', import.meta.url));

describe('the Python client', () => {
  for (const game of ['victory_at_sea', 'war_at_sea']) {
    it(`plays ${game} to the end from Python, and the serialized game opens again`, () => {
      const out = execFileSync('python3', [script, game, '2', '7'], { encoding: 'utf8', timeout: 120_000 });
      const lines = out.trim().split('\n').map((l) => JSON.parse(l) as { moves: number; returns: number[]; round_trip: boolean });
      expect(lines).toHaveLength(2);
      for (const l of lines) {
        expect(l.moves).toBeGreaterThan(50);
        expect([...l.returns].sort()).toEqual([-1, 1]);
        expect(l.round_trip).toBe(true);
      }
    });
  }

  it('raises SpielError with Salvo\'s code for an illegal action, and says which game names exist', () => {
    const code = [
      'import sys; sys.path.insert(0, sys.argv[1]); import salvo_spiel',
      'with salvo_spiel.Salvo() as s:',
      '    g = s.load_game("victory_at_sea")',
      '    st = g.new_initial_state()',
      '    try: st.apply_action(17)',
      '    except salvo_spiel.SpielError as e: print(e.code)',
      '    try: s.load_game("go")',
      '    except salvo_spiel.SpielError as e: print(e.message)',
    ].join('\n');
    const r = spawnSync('python3', ['-c', code, pythonDir], { encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[0]).toBe('ERR_SPIEL_ILLEGAL');
    expect(r.stdout).toContain('the games are victory_at_sea and war_at_sea');
  });
});
