/**
 * Whole games by mail: War at Sea and Victory at Sea passed back and forth between two keys to the end, every
 * hop opened from the text the other seat sent; the finished file verifies with public keys alone.
 */
import { describe, expect, it } from 'vitest';
import { canonical } from '../src/bytes';
import { parseMail } from '../src/format';
import { verifyMail, type MailFile, type MailTable } from '../src/index';
import { openOrders } from '../src/orders';
import { keyOf, playByMail } from './play';

/** The first seat's sealed orders are nowhere in plain in a file sent while the other seat still owes its own. */
function noPlainOrders(text: string, t: MailTable): number {
  const f = (parseMail(text) as { ok: true; value: MailFile }).value;
  let checked = 0;
  f.log.forEach((e, at) => {
    if (e.kind !== 'sealed') return;
    const revealed = f.log.some((r) => r.kind === 'reveal' && r.sealed === at);
    if (revealed) return;
    const opened = openOrders(keyOf(`pass-${e.seat}`, f.id, e.seat).secret, f.id, e.seat, e.index, e);
    expect(opened).not.toBeNull();
    const later = f.log.slice(at + 1);
    expect(later.some((r) => r.seat === e.seat && (r.kind === 'act' || r.kind === 'reveal'))).toBe(false);
    expect(text).not.toContain(opened?.salt);
    expect(later.map((r) => canonical(r)).join('\n')).not.toContain(canonical(opened?.action));
    // Until the other seat has given its orders, the file goes to it, never back to the sealing seat.
    const otherGave = later.some((r) => r.seat !== e.seat && r.kind === 'act');
    if (!otherGave && t.status.kind === 'send') expect(t.status.to).not.toBe(e.seat);
    checked++;
  });
  return checked;
}

describe('whole games by mail', () => {
  it('SALVO-MAIL-RULES SALVO-MAIL-ORDERS: a whole War at Sea game between two keys through the file text, to the end; sealed orders never in plain before the other seat gave its own', () => {
    let sealedSeen = 0;
    const g = playByMail({
      game: 'war-at-sea', setup: { seed: 5 }, seats: ['allies', 'axis'], id: 'mail-was-1', seed: 1,
      onSend: (text, t) => { sealedSeen += noPlainOrders(text, t); },
    });
    const last = g.tables.at(-1) as MailTable;
    expect(last.status.kind).toBe('over');
    expect(g.texts.length).toBeGreaterThan(20);
    expect(sealedSeen).toBeGreaterThan(5);
    const final = g.texts.at(-1) as string;
    const v = verifyMail(final);
    expect(v.ok && v.value.pending.kind).toBe('over');
    expect(v.ok && v.value.proofsVerified).toBeGreaterThan(50);
    const f = (parseMail(final) as { ok: true; value: MailFile }).value;
    expect(f.log.filter((e) => e.kind === 'reveal').length).toBeGreaterThan(5);
    expect(Object.keys(f.seals).sort()).toEqual(['allies', 'axis']);
  });
});
