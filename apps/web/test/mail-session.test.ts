/**
 * The web's session of a game by mail (src/session/mail.ts) over the real @salvo/mail: Alice (Axis) creates a War at
 * Sea game, the file goes back and forth as text, and through the first secret land-based air orders (5.5) each
 * page's snapshot is what its seat may act on: the seat whose orders are sealed is no longer asked for them, the
 * other is asked with nothing of hers in its state, its log saying only that they are sealed; dice name whose key
 * rolled them; a wrong passphrase is the package's sentence; the record holds every action of the file.
 */
import { describe, expect, it } from 'vitest';
import { sampledFor } from '@salvo/bots';
import { seedRng } from '@salvo/kernel';
import type { Side, WasAction, WasState } from '@salvo/was';
import { openMailGame, startMailGame } from '../src/mail/mail-start';
import type { AnySession } from '../src/session/new-game';
import type { GameSession } from '../src/session/types';

type Was = GameSession<WasState, WasAction>;
const PASS = { axis: 'alice sails at dawn', allies: 'bob keeps watch' } as const;

function opened(s: AnySession | string): Was {
  if (typeof s === 'string') throw new Error(s);
  return s as Was;
}

/** Plays `seat`'s decisions with the sampling bot until the page says to send the file; answers the file. */
async function playUntilSend(s: Was, seat: Side, rng: ReturnType<typeof seedRng>, look: (s: Was) => void): Promise<string> {
  for (let n = 0; n < 200; n++) {
    const snap = s.getSnapshot();
    if (snap.mail) return snap.mail.text;
    look(s);
    const refused = await s.submit(sampledFor(snap.state, seat, rng), 'test');
    expect(refused).toBeNull();
  }
  throw new Error('no file to send after 200 decisions');
}

describe('a game by mail as the web page plays it', () => {
  it('passes the file through the first secret orders: sealed orders never in the other page, the sealer no longer asked', async () => {
    const rng = seedRng('mail-session');
    const alice = opened(startMailGame({ game: 'war-at-sea', seat: 'axis', name: 'Alice', friend: 'Bob', passphrase: PASS.axis, remember: false, weakBismarcks: true, accumulateUboats: false }, new Date('2026-12-07T21:00:00Z')));
    expect(alice.mode).toBe('mail');
    expect(alice.controllerOf('axis')).toBe('human');
    expect(alice.controllerOf('allies')).toBe('remote');
    let file = await playUntilSend(alice, 'axis', rng, () => undefined);
    expect(alice.getSnapshot().mail?.toName).toBe('Bob');
    let bob = opened(openMailGame(file, 'allies', PASS.allies, false));
    let sealedByAlice = false;
    let bobAsked = false;
    for (let exchange = 0; exchange < 20 && !bobAsked; exchange++) {
      file = await playUntilSend(bob, 'allies', rng, (s) => {
        const snap = s.getSnapshot();
        if (snap.pending.kind !== 'simultaneous' || snap.pending.decision !== 'place-air') return;
        bobAsked = true;
        expect(sealedByAlice).toBe(true);
        expect(snap.state.secret.axis).toBeUndefined();
        expect(snap.log.map((l) => l.text)).toContain('Alice gave their secret orders: sealed in the file until you have given yours.');
        expect(JSON.stringify(snap)).not.toMatch(/"place-air"[^}]*"side":"axis"/);
      });
      if (bobAsked) break;
      const again = openMailGame(file, 'axis', 'alice sails at noon', false);
      expect(again).toBe("That is not Alice's passphrase for this game.");
      const a = opened(openMailGame(file, 'axis', PASS.axis, false));
      // her log says what came since she sent the file: Bob's answer (his decisions, or the dice his key rolled)
      const log = a.getSnapshot().log;
      const since = log.findIndex((l) => l.heading === true && l.text === 'Since you sent the file:');
      expect(since).toBeGreaterThanOrEqual(0);
      expect(log.slice(since + 1).some((l) => l.actor === 'Bob' || / \(rolled with Bob's key\)$/.test(l.text) || l.text.startsWith('Bob '))).toBe(true);
      file = await playUntilSend(a, 'axis', rng, () => undefined);
      const after = a.getSnapshot();
      if (after.pending.kind === 'simultaneous' && after.pending.decision === 'place-air') {
        // her orders are sealed: the page no longer asks her, and says why the file goes to Bob
        sealedByAlice = true;
        expect(after.pending.players).toEqual(['allies']);
        expect(after.log.map((l) => l.text)).toContain('You gave your secret orders: sealed in the file until Bob has given theirs.');
        expect(after.mail?.why).toMatch(/^Bob gives their secret orders next\b.*\b[Yy]ours are sealed in the file until then\.$/);
      }
      bob = opened(openMailGame(file, 'allies', PASS.allies, false));
    }
    expect(bobAsked).toBe(true);
    // Bob's own orders in plain: the file goes back to Alice, whose page reveals hers and tells both
    const back = opened(openMailGame(file, 'axis', PASS.axis, false)).getSnapshot();
    const told = back.log.map((l) => l.text);
    expect(told.some((t) => /^Axis land-based air: /.test(t))).toBe(true);
    expect(told.some((t) => /^Allies land-based air: /.test(t))).toBe(true);
    const dice = back.log.filter((l) => l.dice);
    expect(dice.length).toBeGreaterThan(0);
    expect(dice.every((l) => / \(rolled with (your|Bob's) key\)$/.test(l.text))).toBe(true);
    const record = JSON.parse(String(await opened(openMailGame(file, 'axis', PASS.axis, false)).recordJson())) as { actions: unknown[] };
    expect(record.actions.length).toBe(back.actions.length);
  }, 120_000);
});
