/**
 * A game by mail's log (session/mail.ts): the file's entries from `from` on, in words for this seat, replayed from the
 * setup when the file is opened, then told on from the state the last telling reached (the file only grows). On opening, what came before is told after the
 * fact under "Earlier in this game", what came after this seat's last file under "Since you sent the file". Dice say
 * whose key rolled them; sealed orders are said to be given, never what they are. A decision whose events the log
 * does not tell (War at Sea's moves, deployment, U-boat placement) is told as the play commands say it ("Bob: Scharnhorst
 * to North Atlantic"), so the friend's answer is never a silent change on the board.
 */
import type { MailFile } from '@salvo/mail';
import { fleetNameIn, isDeploying } from '@salvo/scenarios';
import { describeAction as describeVas, type VasAction, type VasState } from '@salvo/vas';
import { describeAction as describeWas, textFor, type Side, type WasAction, type WasState } from '@salvo/was';
import { entryAction, type Action } from '../mail/mail-file';
import type { GameAdapter } from './local';
import type { DiceInfo, LogEntry } from './types';

export type AnyAdapter = GameAdapter<unknown, { readonly type: string }, unknown>;

export interface MailTelling {
  readonly adapter: AnyAdapter;
  readonly file: MailFile;
  /** This browser's seat. */
  readonly seat: string;
  /** A seat's player in words ("Bob"). */
  readonly name: (seat: string) => string;
  /** Log entries told already. */
  readonly from: number;
  /** The engine state after those entries, when known (the last telling's): else they are replayed from the setup. */
  readonly after?: unknown;
  /** The file was just opened: everything is told after the fact. */
  readonly opening: boolean;
  readonly nextId: () => number;
}

/** The new lines, the last dice among them (null if none), and the state after every entry told (for the next telling). */
export function tellMail(m: MailTelling): { entries: LogEntry[]; lastDice: DiceInfo | null; after: unknown } {
  const { adapter, file: f, seat } = m;
  const engine = adapter.engine;
  const entries: LogEntry[] = [];
  let lastDice: DiceInfo | null = null;
  const created = m.after === undefined ? engine.createGame(f.setup) : null;
  if (created && !created.ok) return { entries, lastDice, after: undefined };
  let state = created ? created.value : m.after;
  // what this seat sent last (its seal covers it), and what came after: the other's answer, the dice rolled here
  const sent = m.opening ? (f.seals[seat]?.entries ?? -1) : -1;
  if (m.opening && sent !== 0 && f.log.length > 1) entries.push({ id: m.nextId(), text: 'Earlier in this game:', past: true, heading: true });
  const other = m.name(f.seats.find((s) => s !== seat) ?? '');
  let joinedNow = false;
  f.log.forEach((e, i) => {
    const action = entryAction(f, e);
    if (i < m.from) {
      if (action && created) state = engine.applyTrusted(state, action).state;
      return;
    }
    if (i === sent) entries.push({ id: m.nextId(), text: 'Since you sent the file:', past: true, heading: true });
    const who = m.name(e.seat);
    const mine = e.seat === seat;
    // joining is what this opening does: it and what follows (the dice this seat rolls) are now, not earlier
    if (e.kind === 'join' && mine && m.opening && sent === -1) joinedNow = true;
    const past = m.opening && !joinedNow ? { past: true } : {};
    if (e.kind === 'join') entries.push({ id: m.nextId(), text: `${mine ? 'You' : who} joined the game.`, ...past });
    if (e.kind === 'sealed') {
      const text = mine ? `You gave your secret orders: sealed in the file until ${other} has given theirs.` : `${who} gave their secret orders: sealed in the file until you have given yours.`;
      entries.push({ id: m.nextId(), text, ...past });
    }
    if (!action) return;
    const p = engine.pending(state);
    const t = engine.applyTrusted(state, action);
    const told = adapter.describe(state, t.state, t.events);
    const lines = told.length || e.kind === 'roll' ? told : [{ text: decisionWords(f.game, state, action, seat) }];
    if (e.kind === 'roll' && p.kind === 'chance') {
      const by = `rolled with ${mine ? 'your' : `${who}'s`} key`;
      const label = adapter.diceLabel?.(state, p.request) ?? p.request.label;
      const dice: DiceInfo = { label, purpose: p.request.purpose, values: [...e.dice], manual: false, by, ...(lines.length ? { result: lines.map((l) => l.text).join(' · ') } : {}) };
      entries.push({ id: m.nextId(), text: `${label}: ${e.dice.join(' ')} (${by})`, dice, ...past });
      lastDice = dice;
    }
    const actor = e.kind === 'act' && (p.kind === 'decision' || !told.length) ? who : undefined;
    lines.forEach((l, k) => entries.push({ id: m.nextId(), text: l.text, ...(l.rule ? { rule: l.rule } : {}), ...(actor && k === 0 ? { actor } : {}), ...past }));
    state = t.state;
  });
  return { entries, lastDice, after: state };
}

/** A decision in the words `salvo mail play` and the play commands use, as `seat` may read it. */
function decisionWords(game: MailFile['game'], state: unknown, action: Action, seat: string): string {
  if (game === 'vas') return isDeploying(state) ? `${fleetNameIn(state, (action as { fleet?: string }).fleet ?? '')} gave their part of the deployment` : describeVas(state as VasState, action as VasAction);
  const s = state as WasState;
  return textFor(s, describeWas(s, action as WasAction), seat as Side);
}
