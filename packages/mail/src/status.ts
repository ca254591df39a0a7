/**
 * What a seat does next (MailStatus) and the steps Salvo takes for it without asking (property 3 and 4): dice
 * this seat rolls (it is the roller: the other seat made the last decision) and its own sealed orders, revealed
 * once the other seat has given its orders.
 */
import { err, ok, type Result } from '@salvo/kernel';
import { hex } from './bytes';
import { diceFromProof, diceMessage } from './dice';
import { mailError, type MailError } from './errors';
import type { MailKey } from './key';
import { openOrders } from './orders';
import { sign } from './sign';
import type { MailEntry, MailStatus, SealedEntry } from './types';
import { nameOf, otherSeat, rollerOf, step, type Walk } from './walk';

const where = (w: Walk): string => `Action ${w.log.length + 1}`;

/** The next entry Salvo writes by itself for `key`'s seat, or null when a person must act (or send). */
function automatic(w: Walk, key: MailKey): Result<MailEntry | null, MailError> {
  const p = w.engine.pending(w.state);
  if (p.kind === 'chance' && rollerOf(w) === key.seat) {
    const proof = sign(diceMessage(w.header.id, w.actions, hex(w.chain)), key.secret);
    return ok({ kind: 'roll', seat: key.seat, dice: diceFromProof(proof, p.request.dice, p.request.sides) ?? [], proof });
  }
  const at = w.sealed[key.seat];
  if (p.kind === 'simultaneous' && at !== undefined && !p.players.includes(otherSeat(w.header, key.seat))) {
    const sealed = w.log[at] as SealedEntry;
    const orders = openOrders(key.secret, w.header.id, key.seat, sealed.index, sealed);
    if (!orders) return err(mailError('ERR_MAIL_ORDERS', `Your sealed orders (action ${at + 1}) do not open with this key: they were changed.`));
    return ok({ kind: 'reveal', seat: key.seat, sealed: at, salt: orders.salt, action: orders.action });
  }
  return ok(null);
}

/** Takes every automatic step; mutates the walk. Returns their events. */
export function advance(w: Walk, key: MailKey): Result<unknown[], MailError> {
  const events: unknown[] = [];
  for (;;) {
    const next = automatic(w, key);
    if (!next.ok) return next;
    if (next.value === null) return ok(events);
    const r = step(w, next.value, { verifyProof: false, where: where(w) });
    if (!r.ok) return r;
    events.push(...r.value);
  }
}

const plain = (s: string): string => s.replace(/[.:\s]+$/, '');

/** The status of `seat` at the walk's end (after `advance`). */
export function statusOf(w: Walk, seat: string): MailStatus {
  const p = w.engine.pending(w.state);
  const h = w.header;
  const other = otherSeat(h, seat);
  const send = (to: string, why: string): MailStatus => ({ kind: 'send', to, why });
  switch (p.kind) {
    case 'over':
      return { kind: 'over', winners: p.winners, summary: p.summary };
    case 'chance': {
      const roller = rollerOf(w);
      return send(roller, `${nameOf(h, roller)} rolls the next dice (${plain(p.request.label)}).`);
    }
    case 'decision':
      return p.player === seat ? { kind: 'decide', pending: p } : send(p.player, `${nameOf(h, p.player)} decides next: ${p.prompt}`);
    case 'simultaneous':
      if (p.players.includes(seat) && w.sealed[seat] === undefined) return { kind: 'decide', pending: p };
      if (w.sealed[other] !== undefined) return send(other, `${nameOf(h, other)}'s sealed orders are opened next (Salvo does it when ${nameOf(h, other)} opens the file).`);
      return send(other, `${nameOf(h, other)} gives their secret orders next: ${p.prompt}${w.sealed[seat] === undefined ? '' : ' Yours are sealed in the file until then.'}`);
  }
}
