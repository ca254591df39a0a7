/**
 * `salvo mail play <file>`: opens the file with the seat's passphrase (verifying seals, rules, dice and orders),
 * tells what happened since the seat last sent it, then asks its decisions with the play commands' prompts until
 * the file must go to the other player or the game is over. The file is rewritten (sealed) after every action,
 * so Ctrl-C or the end of input loses nothing. Exit codes: 0 sent or over, 1 a problem (one sentence), 2 usage.
 */
import { randomBytes } from 'node:crypto';
import { ok, seedRng } from '@salvo/kernel';
import { mailAct, mailBehind, mailKey, mailSend, mailSteps, openMail, parseMailFile, verifyMail, type MailTable } from '@salvo/mail';
import type { Terminal } from '../io/terminal';
import { onInterruptSaying } from '../io/interrupt';
import { readMailText, sentCopy, sentCopyPath, writeMailText } from './files';
import { diceLine, mailView, type MailGameView } from './game-view';
import { readPassphrase } from './passphrase';
import { nameIn, seatsOf } from './seats';
import { unlock } from './unlock';

export interface MailPlayOptions {
  readonly as?: string;
  readonly passphraseFile?: string;
}

const random = (n: number): Uint8Array => new Uint8Array(randomBytes(n));

/** What happened in the log from `from` on, as the seat may be told it. */
function history(t: MailTable, from: number, view: MailGameView): string[] {
  const steps = mailSteps(t.file, from);
  if (!steps.ok) return [];
  const out: string[] = [];
  for (const s of steps.value) {
    const who = nameIn(t.file.names, s.entry.seat);
    const e = s.entry;
    if (e.kind === 'join') {
      if (e.seat !== t.seat) out.push(`${who} joined the game.`);
    } else if (e.kind === 'sealed') out.push(`${who} has written secret orders (sealed in the file until the other side has given theirs).`);
    else if (e.kind === 'roll') out.push(diceLine(t.file.game, s.before, e.dice, who));
    else {
      const said = view.describe(s.before, s.action, t.seat);
      if (said) out.push(`${who}${e.kind === 'reveal' ? ' (sealed orders, revealed)' : ''}: ${said}`);
    }
    out.push(...view.events(s.before, s.after, s.events, t.seat));
  }
  return out;
}

/** The seat this run plays: --as, else the one whose move it is (when only one is). */
function seatFor(text: string, o: MailPlayOptions): { seat: string } | { message: string; usage?: boolean } {
  const v = verifyMail(text, Number.MAX_SAFE_INTEGER);
  if (!v.ok) return { message: v.error.message };
  const seats = v.value.file.seats;
  if (o.as !== undefined) return seats.includes(o.as) ? { seat: o.as } : { usage: true, message: `--as names a seat of this game: ${seats.join(' or ')}.` };
  if (v.value.next.length === 1) return { seat: v.value.next[0] as string };
  // Both may give secret orders: the file is with the seat that did not send it last.
  const last = Object.entries(v.value.file.seals).sort(([, a], [, b]) => b.entries - a.entries)[0]?.[0];
  const holder = seats.find((s) => s !== last);
  return last !== undefined && holder !== undefined ? { seat: holder } : { usage: true, message: `Both seats may play now: give --as ${seats.join(' or --as ')}.` };
}

export async function runMailPlay(path: string, o: MailPlayOptions, term: Terminal): Promise<number> {
  const fail = (line: string): number => { term.print(line); return 1; };
  const read = readMailText(path);
  if (!read.ok) return fail(read.message);
  const parsed = parseMailFile(read.text);
  if (!parsed.ok) return fail(parsed.error.message);
  const f = parsed.value;
  const chosen = seatFor(read.text, o);
  if ('message' in chosen) {
    term.print(chosen.message);
    return chosen.usage ? 2 : 1;
  }
  const seat = chosen.seat;
  const other = f.seats[0] === seat ? (f.seats[1] as string) : f.seats[0];
  const sent = sentCopy(path, seat);
  const sentFile = sent === null ? null : parseMailFile(sent);
  if (sentFile?.ok) {
    const behind = mailBehind(f, sentFile.value, seat);
    if (behind) return fail(behind.message);
  } else if (o.as === undefined && sentCopy(path, other) === read.text) {
    return fail(`This is the file you sent as ${nameIn(f.names, other)}, not ${nameIn(f.names, seat)}'s answer (if you are ${nameIn(f.names, seat)}, give --as ${seat}).`);
  }
  const joining = !(seat === f.seats[0] || f.log.some((e) => e.kind === 'join' && e.seat === seat));
  const opened = await unlock(
    () => readPassphrase(nameIn(f.names, seat), joining, o.passphraseFile),
    (passphrase) => {
      const key = mailKey(passphrase, f.id, seat);
      const table = openMail(read.text, key);
      return table.ok ? ok({ table: table.value, key }) : table;
    },
    (line) => term.print(line),
  );
  if (!opened.ok) {
    term.print(opened.message);
    return opened.usage ? 2 : 1;
  }
  const key = opened.value.key;
  let t = opened.value.table;
  const view = mailView(f.game);
  const mine = f.seals[seat]?.entries ?? 0;
  const sides = seatsOf(f.game, f.setup) ?? [];
  const who = (s: string): string => {
    const side = sides.find((x) => x.seat === s)?.name ?? s;
    return nameIn(f.names, s) === side ? side : `${nameIn(f.names, s)} (${side})`;
  };
  term.print(`${f.game === 'vas' ? 'Victory at Sea' : 'War at Sea'} by mail: you are ${who(seat)}, against ${who(other)}.`);
  const told = history(t, mine, view);
  if (told.length > 0) term.print(mine === 0 ? 'So far:' : 'Since your last turn:');
  told.forEach((l) => term.print(l));
  const save = (): string | null => writeMailText(path, mailSend(t, key));
  const saved = save();
  if (saved) return fail(saved);
  onInterruptSaying(`Your moves so far are saved in ${path}; play on with: salvo mail play ${path}`);
  const rng = seedRng(`mail:${f.id}:${t.file.log.length}`);
  while (t.status.kind === 'decide') {
    view.board(t.state, seat).forEach((l) => term.print(l));
    const p = t.status.pending;
    const prompt = p.kind === 'decision' || p.kind === 'simultaneous' ? p.prompt : '';
    const answer = await view.decide(t.state, seat, `${nameIn(f.names, seat)}: ${prompt}`, term, rng);
    if (answer === null) return fail(`Input ended: your moves so far are saved in ${path}; play on with: salvo mail play ${path}`);
    if (answer === 'auto' || answer === 'undo') {
      term.print(answer === 'auto' ? 'By mail every decision is yours: type one (random lets the bot pick this one).' : 'By mail nothing can be taken back once it is written.');
      continue;
    }
    const before = t.state;
    const acted = mailAct(t, key, answer, random);
    if (!acted.ok) {
      term.print(acted.error.message);
      continue;
    }
    const sealedNow = acted.value.file.log.slice(t.file.log.length).some((e) => e.kind === 'sealed');
    const said = sealedNow ? 'Your orders are sealed in the file until the other side has given theirs.' : view.describe(before, answer, seat);
    if (said) term.print(sealedNow ? said : `${nameIn(f.names, seat)}: ${said}`);
    const from = t.file.log.length + 1;
    t = acted.value;
    history(t, from, view).forEach((l) => term.print(l));
    const problem = save();
    if (problem) return fail(problem);
  }
  const final = mailSend(t, key);
  const problem = writeMailText(sentCopyPath(path, seat), final);
  if (problem) return fail(problem);
  if (t.status.kind === 'over') {
    view.board(t.state, seat).forEach((l) => term.print(l));
    const names = t.status.winners.map((w) => nameIn(f.names, w));
    term.print(`${names.length ? `Winner: ${names.join(' and ')}.` : 'No winner.'} ${t.status.summary} Send ${path} to ${nameIn(f.names, other)} so they see the end.`);
    return 0;
  }
  term.print(`Send ${path} to ${nameIn(f.names, t.status.to)}: ${t.status.why}`);
  return 0;
}
