/**
 * `salvo mail show <file>`: the header, the seats, whose move it is, the seals and dice verified with the public
 * keys in the file (no passphrase), and the last things that happened. `--verify-all` checks every dice proof
 * (by default those since the other seat's seal: what its last sender added); `--json` for scripts.
 * Exit codes: 0 verified, 1 a file that is missing, not a mail file, or fails a check (the sentence says which).
 */
import { mailSteps, verifyMail, type MailVerified } from '@salvo/mail';
import type { Terminal } from '../io/terminal';
import { readMailText } from './files';
import { diceLine, mailView } from './game-view';
import { nameIn, seatsOf } from './seats';

export interface MailShowOptions {
  readonly json?: boolean;
  readonly verifyAll?: boolean;
  readonly last?: number;
}

const TITLE = { vas: 'Victory at Sea', 'war-at-sea': 'War at Sea' } as const;

/** Which dice proofs were checked: all of them (`from` 0), or those from log position `from` on; none said as such. */
export function proofsChecked(from: number, count: number): string {
  if (from === 0) return count === 0 ? 'no dice rolled yet' : `all ${count}`;
  return count === 0 ? `no new dice since entry ${from + 1} (--verify-all checks all)` : `the ${count} since entry ${from + 1}, what the last sender added (--verify-all checks all)`;
}

function whoseMove(v: MailVerified): string {
  const names = v.file.names;
  const p = v.pending;
  if (p.kind === 'over') return `The game is over: ${p.winners.length ? `${p.winners.map((w) => nameIn(names, w)).join(' and ')} won` : 'no winner'}. ${p.summary}`;
  const who = v.next.map((s) => nameIn(names, s)).join(' and ');
  if (p.kind === 'chance') return `${who} rolls the next dice (${p.request.label.replace(/[.:\s]+$/, '')}).`;
  if (p.kind === 'decision') return `${who} decides: ${p.prompt}`;
  return v.sealedBy.length > 0 && v.next.every((s) => v.sealedBy.includes(s)) ? `${who} reveals the sealed orders.` : `${who} gives secret orders: ${p.prompt}`;
}

function lastLines(v: MailVerified, count: number): string[] {
  const steps = mailSteps(v.file, Math.max(0, v.file.log.length - count));
  if (!steps.ok) return [];
  const view = mailView(v.file.game);
  return steps.value.flatMap((s) => {
    const who = nameIn(v.file.names, s.entry.seat);
    const e = s.entry;
    const said = e.kind === 'act' || e.kind === 'reveal' ? view.describe(s.before, s.action, 'spectator') : '';
    const head = e.kind === 'join' ? `${who} joined the game.`
      : e.kind === 'sealed' ? `${who} has written secret orders (sealed).`
        : e.kind === 'roll' ? diceLine(v.file.game, s.before, e.dice, who)
          : said ? `${who}: ${said}` : null;
    return [...(head === null ? [] : [head]), ...view.events(s.before, s.after, s.events, 'spectator')];
  });
}

export function runMailShow(path: string, o: MailShowOptions, term: Terminal): number {
  const read = readMailText(path);
  if (!read.ok) {
    term.print(read.message);
    return 1;
  }
  const first = verifyMail(read.text, Number.MAX_SAFE_INTEGER);
  if (!first.ok) {
    term.print(first.error.message);
    return 1;
  }
  const seals = Object.values(first.value.file.seals).map((s) => s.entries);
  const from = o.verifyAll === true || seals.length < 2 ? 0 : Math.min(...seals);
  const started = performance.now();
  const checked = verifyMail(read.text, from);
  const ms = Math.round(performance.now() - started);
  if (!checked.ok) {
    term.print(checked.error.message);
    return 1;
  }
  const v = checked.value;
  const f = v.file;
  const keyOf = new Map<string, string>([[f.seats[0], f.creatorKey], ...f.log.flatMap((e) => (e.kind === 'join' ? [[e.seat, e.key] as [string, string]] : []))]);
  const keys = new Set(keyOf.keys());
  // A key's fingerprint, for players to compare by another channel (a seat's key is trusted from its first send).
  const print = (s: string): string => (keyOf.get(s) ?? '').slice(0, 16);
  const actions = f.log.filter((e) => e.kind === 'act' || e.kind === 'roll' || e.kind === 'reveal').length;
  if (o.json === true) {
    term.print(JSON.stringify({
      id: f.id, game: f.game, created: f.created, actions, entries: f.log.length,
      seats: f.seats.map((s) => ({ seat: s, name: nameIn(f.names, s), joined: keys.has(s), key: print(s) || null, sealedEntries: f.seals[s]?.entries ?? 0 })),
      next: v.next, over: v.pending.kind === 'over', status: whoseMove(v), sealedOrders: v.sealedBy,
      verified: { seals: true, rules: true, dice: true, proofsVerified: v.proofsVerified, allProofs: from === 0 },
    }));
    return 0;
  }
  term.print(`${TITLE[f.game]} by mail, game ${f.id}, created ${f.created}: ${actions} actions.`);
  const sides = seatsOf(f.game, f.setup) ?? [];
  // A seat as players read it: the name given, with its side's name when that differs (never the bare seat id).
  const who = (s: string): string => {
    const side = sides.find((x) => x.seat === s)?.name ?? s;
    const name = nameIn(f.names, s);
    return name === side ? name : `${name} (${side})`;
  };
  const sealed = (n: number): string => (n === 0 ? ', sealed the game\'s creation' : `, sealed the first ${n} ${n === 1 ? 'entry' : 'entries'}`);
  for (const s of f.seats) term.print(`  ${s === f.seats[0] ? 'created by' : 'against   '} ${who(s)}${keys.has(s) ? `, key ${print(s)}` : ', not joined yet'}${f.seals[s] ? sealed(f.seals[s].entries) : ''}`);
  const proofs = proofsChecked(from, v.proofsVerified);
  term.print(`Verified: the seals, every action by the rules, every die against its proof, and the dice proofs by the rollers' keys: ${proofs} (${ms} ms).`);
  term.print(whoseMove(v));
  const lines = lastLines(v, o.last ?? 8);
  if (lines.length > 0) term.print('Last:');
  lines.forEach((l) => term.print(l));
  return 0;
}
