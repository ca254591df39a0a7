/**
 * Dice: who rolls (the roller rule), and that faces drawn from a proof are uniform (rejection sampling).
 */
import { describe, expect, it } from 'vitest';
import { defaultBattle } from '@salvo/scenarios';
import { parseMail } from '../src/format';
import { diceFromProof, drawFaces, mailBehind, openMail, type MailFile } from '../src/index';
import { sign } from '../src/sign';
import { keyOf, playByMail } from './play';

const fileOf = (text: string): MailFile => (parseMail(text) as { ok: true; value: MailFile }).value;

describe('dice by mail', () => {
  it('SALVO-MAIL-ROLLER: every roll is by the opponent of the last decision\'s seat; before any decision by the seat that did not create the game', () => {
    const g = playByMail({ game: 'vas', setup: defaultBattle(4), seats: ['rm', 'rn'], id: 'mail-roller-1', seed: 5, hops: 30 });
    const f = fileOf(g.texts.at(-1) as string);
    let last: string | null = null;
    let rolls = 0;
    for (const e of f.log) {
      if (e.kind === 'roll') {
        expect(e.seat).toBe(last === null ? 'rn' : last === 'rn' ? 'rm' : 'rn');
        rolls++;
      }
      if (e.kind === 'act' || e.kind === 'reveal') last = e.seat;
    }
    expect(rolls).toBeGreaterThan(10);
    // The battle opens with an initiative roll: the creator (rm) must send the file to rn, who rolls it.
    const first = g.tables[0];
    expect(first?.seat).toBe('rm');
    expect(first?.status).toMatchObject({ kind: 'send', to: 'rn' });
    expect(first?.status.kind === 'send' && first.status.why).toMatch(/^Bob rolls the next dice \(.+\)\.$/);
  });

  it('SALVO-MAIL-DICE: every face of a d6 and a d10 is reachable and about equally likely; rejection sampling skips words at or above the limit', () => {
    for (const sides of [6, 10]) {
      const counts = new Array<number>(sides).fill(0);
      const key = keyOf('dice', 'mail-dice-1', 'a');
      const n = 300;
      for (let i = 0; i < n; i++) for (const d of diceFromProof(sign(`m${i}`, key.secret), 10, sides) ?? []) counts[d - 1]! += 1;
      const expected = (n * 10) / sides;
      // Chi-square with sides-1 degrees of freedom: far below 40 for fair faces (p < 1e-5 otherwise).
      const chi = counts.reduce((s, c) => s + ((c - expected) ** 2) / expected, 0);
      expect(counts.every((c) => c > 0)).toBe(true);
      expect(chi).toBeLessThan(40);
    }
    // 2^32 is not a multiple of 6 or 10: the top words are skipped, the next word taken.
    const limit6 = Math.floor(2 ** 32 / 6) * 6;
    const words = [2 ** 32 - 1, limit6, limit6 - 1, 0, 5];
    let i = 0;
    expect(drawFaces(() => words[i++] ?? 0, 3, 6)).toEqual([((limit6 - 1) % 6) + 1, 1, 6]);
    const limit10 = Math.floor(2 ** 32 / 10) * 10;
    const w10 = [limit10 + 3, 9, limit10 - 1];
    let j = 0;
    expect(drawFaces(() => w10[j++] ?? 0, 2, 10)).toEqual([10, 10]);
    // A proof always gives the same dice: the roller cannot pick.
    const key = keyOf('dice', 'mail-dice-1', 'a');
    expect(diceFromProof(sign('same', key.secret), 5, 6)).toEqual(diceFromProof(sign('same', key.secret), 5, 6));
  });

  it('SALVO-MAIL-BEHIND: the file this seat sent, or an older one, is recognised; a changed history is not taken for an answer', () => {
    const g = playByMail({ game: 'war-at-sea', setup: { seed: 2 }, seats: ['axis', 'allies'], id: 'mail-behind-1', seed: 6, hops: 6 });
    const [a, b, c] = [fileOf(g.texts[2] as string), fileOf(g.texts[3] as string), fileOf(g.texts[4] as string)];
    const seatA = g.tables[2]?.seat as string;
    expect(g.tables[4]?.seat).toBe(seatA);
    expect(mailBehind(a, a, seatA)).toMatchObject({ code: 'ERR_MAIL_BEHIND', message: expect.stringMatching(/^This is the file you sent, not (Alice|Bob)'s answer\.$/) as unknown });
    expect(mailBehind(b, a, seatA)).toBeNull();
    expect(mailBehind(a, c, seatA)).toMatchObject({ code: 'ERR_MAIL_BEHIND' });
    expect(mailBehind({ ...b, names: { ...b.names, axis: 'Mallory' } }, a, seatA)?.code).toBe('ERR_MAIL_SEAL');
    // The answer opens, and its events are those new to this seat.
    const opened = openMail(g.texts[3] as string, g.keys[seatA]!);
    expect(opened.ok && opened.value.events.length).toBeGreaterThan(0);
  });
});
