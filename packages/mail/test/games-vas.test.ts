/** A whole Victory at Sea battle by mail (the War at Sea game is in games.test.ts, run alongside). */
import { describe, expect, it } from 'vitest';
import { defaultBattle } from '@salvo/scenarios';
import { parseMail } from '../src/format';
import { verifyMail, type MailFile, type MailTable } from '../src/index';
import { playByMail } from './play';

describe('a Victory at Sea battle by mail', () => {
  it('SALVO-MAIL-RULES: a Victory at Sea battle between two keys through the file text, to its end', () => {
    const g = playByMail({ game: 'vas', setup: defaultBattle(3), seats: ['rn', 'rm'], id: 'mail-vas-1', seed: 2 });
    const last = g.tables.at(-1) as MailTable;
    expect(last.status.kind).toBe('over');
    const v = verifyMail(g.texts.at(-1) as string);
    expect(v.ok && v.value.pending.kind).toBe('over');
    // Both seats sent files and both rolled dice.
    const f = (parseMail(g.texts.at(-1) as string) as { ok: true; value: MailFile }).value;
    expect(new Set(f.log.filter((e) => e.kind === 'roll').map((e) => e.seat))).toEqual(new Set(['rn', 'rm']));
  });
});
