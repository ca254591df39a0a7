/**
 * Tampering: every change to a sent file is refused when the other seat opens it, with a sentence naming the
 * problem. A file is changed either by someone without the sender's key (the seal fails) or by the sender
 * itself, re-sealing it (then the dice proof, the commitment or the rules refuse it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { parseMail } from '../src/format';
import { createMail, mailAct, mailKey, mailSend, openMail, verifyMail, type MailEntry, type MailFile, type MailKey } from '../src/index';
import { sealFor } from '../src/seals';
import { fileText } from '../src/text';
import { diceFromProof } from '../src/dice';
import { sign } from '../src/sign';
import { bytesFrom, keyOf, playByMail, type Game } from './play';

const ID = 'mail-tamper-1';
const fileOf = (text: string): MailFile => (parseMail(text) as { ok: true; value: MailFile }).value;
const reseal = (f: MailFile, key: MailKey): string => fileText({ ...f, seals: { ...f.seals, [key.seat]: sealFor(f, key.secret) } });
const withLog = (f: MailFile, at: number, e: MailEntry): MailFile => ({ ...f, log: f.log.map((x, i) => (i === at ? e : x)) });
const codeOf = (r: { ok: boolean; error?: { code: string } }): string | undefined => (r.ok ? 'ok' : r.error?.code);
const messageOf = (r: { ok: boolean; error?: { message: string } }): string => (r.ok ? '' : (r.error?.message ?? ''));

let game: Game;
const other = (seat: string): string => (seat === 'allies' ? 'axis' : 'allies');
const sender = (f: MailFile): string => (Object.entries(f.seals).sort(([, a], [, b]) => b.entries - a.entries)[0] as [string, unknown])[0];

/** A sent text with an entry of `kind` by the sender after the receiver's own seal (what the receiver checks afresh). */
function sentWith(kind: MailEntry['kind']): { f: MailFile; at: number; from: string; to: string } {
  for (const text of game.texts) {
    const f = fileOf(text);
    const from = sender(f);
    const to = other(from);
    const seen = f.seals[to]?.entries ?? 0;
    const at = f.log.findIndex((e, i) => i >= seen && e.kind === kind && e.seat === from);
    if (at >= 0) return { f, at, from, to };
  }
  throw new Error(`no sent file with a ${kind} entry`);
}

beforeAll(() => {
  game = playByMail({ game: 'war-at-sea', setup: { seed: 7 }, seats: ['allies', 'axis'], id: ID, seed: 3, hops: 40 });
}, 120_000);

describe('tampering', () => {
  it('SALVO-MAIL-SEAL: an edited die, an edited earlier action and an edited name break the sender\'s seal, named in the sentence', () => {
    const { f, at, from, to } = sentWith('roll');
    const roll = f.log[at] as Extract<MailEntry, { kind: 'roll' }>;
    const edited = withLog(f, at, { ...roll, dice: roll.dice.map((d) => (d === 1 ? 2 : 1)) });
    const r = openMail(fileText(edited), game.keys[to] as MailKey);
    expect(codeOf(r)).toBe('ERR_MAIL_SEAL');
    const [side, name] = from === 'allies' ? ['Allies', 'Alice'] : ['Axis', 'Bob'];
    expect(messageOf(r)).toBe(`${side}'s seal (${name}, as this file now names them) does not match this file: it was changed after ${side} sent it.`);
    const firstAct = f.log.findIndex((e) => e.kind === 'act');
    const act = f.log[firstAct] as Extract<MailEntry, { kind: 'act' }>;
    const earlier = withLog(f, firstAct, { ...act, action: { ...(act.action as object), malta: [] } });
    expect(codeOf(openMail(fileText(earlier), game.keys[to] as MailKey))).toBe('ERR_MAIL_SEAL');
    // The edited name is not repeated back as the seal's owner: the side is named by the game, the new name only as the file's.
    const renamed = { ...f, names: { ...f.names, axis: 'Mallory' } };
    expect(messageOf(openMail(fileText(renamed), game.keys[to] as MailKey))).toMatch(/^(Allies's seal \(Alice|Axis's seal \(Mallory), as this file now names them\) does not match this file: it was changed after (Allies|Axis) sent it\.$/);
    expect(messageOf(openMail(fileText(renamed), game.keys[to] as MailKey))).not.toMatch(/^Mallory's seal/);
  });

  it('SALVO-MAIL-DICE: a die edited by the roller itself and re-sealed is refused: it is not what the proof gives', () => {
    const { f, at, from, to } = sentWith('roll');
    const roll = f.log[at] as Extract<MailEntry, { kind: 'roll' }>;
    const edited = withLog(f, at, { ...roll, dice: roll.dice.map((d) => (d === 1 ? 2 : 1)) });
    const r = openMail(reseal(edited, game.keys[from] as MailKey), game.keys[to] as MailKey);
    expect(codeOf(r)).toBe('ERR_MAIL_DICE');
    expect(messageOf(r)).toMatch(new RegExp(`^Action ${at + 1} of ${f.log.length}: the dice .* are not the ones .*'s proof gives: they were changed\\.$`));
  });

  it('SALVO-MAIL-DICE: dice proved by another key than the roller\'s (a roller trying keys for better dice) are refused', () => {
    const { f, at, from, to } = sentWith('roll');
    const roll = f.log[at] as Extract<MailEntry, { kind: 'roll' }>;
    const stranger = mailKey('another passphrase', ID, from);
    const proof = sign(`salvo-mail|anything|${at}`, stranger.secret);
    const dice = diceFromProof(proof, roll.dice.length, 6) ?? [];
    const r = openMail(reseal(withLog(f, at, { ...roll, dice, proof }), game.keys[from] as MailKey), game.keys[to] as MailKey);
    expect(codeOf(r)).toBe('ERR_MAIL_DICE');
    expect(messageOf(r)).toMatch(/do not come from .*'s key/);
  });

  it('SALVO-MAIL-DICE: checking every proof of a whole file at once (one sum of all proofs) still finds the one die by another key, and names it', () => {
    const text = game.texts.at(-1) as string;
    const f = fileOf(text);
    const at = f.log.map((e, i) => (e.kind === 'roll' ? i : -1)).filter((i) => i >= 0).at(-1) as number;
    const roll = f.log[at] as Extract<MailEntry, { kind: 'roll' }>;
    expect(f.log.filter((e) => e.kind === 'roll').length).toBeGreaterThan(10);
    expect(verifyMail(text).ok).toBe(true);
    const stranger = mailKey('another passphrase', ID, roll.seat);
    const proof = sign(`salvo-mail|${ID}|${at}|forged`, stranger.secret);
    const dice = diceFromProof(proof, roll.dice.length, 6) ?? [];
    const forged = reseal(withLog(f, at, { ...roll, dice, proof }), game.keys[roll.seat] as MailKey);
    const r = verifyMail(forged);
    expect(codeOf(r)).toBe('ERR_MAIL_DICE');
    expect(messageOf(r)).toMatch(new RegExp(`^Action ${at + 1} of ${f.log.length}: these dice do not come from`));
  });

  it('SALVO-MAIL-ORDERS: revealed orders changed after their commitment are refused, even re-sealed by their own seat', () => {
    const { f, at, from, to } = sentWith('reveal');
    const reveal = f.log[at] as Extract<MailEntry, { kind: 'reveal' }>;
    const a = reveal.action as { type: string; target?: unknown; groups?: unknown };
    const changed = a.type === 'place-air' ? { ...a, target: a.target === null ? 'malta' : null } : { ...a, groups: a.groups === null ? [] : null };
    const r = openMail(reseal(withLog(f, at, { ...reveal, action: changed }), game.keys[from] as MailKey), game.keys[to] as MailKey);
    expect(codeOf(r)).toBe('ERR_MAIL_ORDERS');
    expect(messageOf(r)).toMatch(/revealed orders are not the ones .* sealed: they were changed after they were given/);
  });

  it('SALVO-MAIL-RULES: an illegal action, sealed by its own seat, is refused with its number and the rule\'s sentence', () => {
    const random = bytesFrom(seedRng(9));
    const id = 'mail-rules-1';
    const alice = keyOf('pass-allies', id, 'allies');
    const t = createMail({ game: 'war-at-sea', setup: { seed: 1 }, seat: 'allies', id, created: '2026-12-07T21:00:00Z' }, alice, random);
    expect(t.ok && t.value.status.kind).toBe('decide');
    if (!t.ok) return;
    expect(codeOf(mailAct(t.value, alice, { type: 'deploy', malta: ['gb-nowhere'] }, random))).toBe('ERR_MAIL_RULE');
    const f = fileOf(mailSend(t.value, alice));
    const forged = reseal({ ...f, log: [{ kind: 'act', seat: 'allies', action: { type: 'deploy', malta: ['gb-nowhere'] } }] }, alice);
    const r = openMail(forged, keyOf('pass-axis', id, 'axis'));
    expect(codeOf(r)).toBe('ERR_MAIL_RULE');
    expect(messageOf(r)).toMatch(/^Action 1 of 1 \(allies's\) is refused: .+/);
  });

  it('SALVO-MAIL-SEAL: an entry written in the other seat\'s name, not under its seal, is refused', () => {
    const { f, from, to } = sentWith('roll');
    const forged = { ...f, log: [...f.log, { kind: 'act' as const, seat: to, action: { type: 'surrender', side: to } }] };
    const r = openMail(reseal(forged, game.keys[from] as MailKey), game.keys[from] as MailKey);
    expect(codeOf(r)).toBe('ERR_MAIL_SEAL');
    expect(messageOf(r)).toMatch(/did not seal it: it was added after .* sent the file/);
  });

  it('SALVO-MAIL-KEY: a wrong passphrase is said in a sentence; a key of another game is refused', () => {
    const text = game.texts[3] as string;
    const to = other(sender(fileOf(text)));
    const r = openMail(text, mailKey('not my passphrase', ID, to));
    expect(codeOf(r)).toBe('ERR_MAIL_PASSPHRASE');
    expect(messageOf(r)).toBe(`That is not ${to === 'allies' ? 'Alice' : 'Bob'}'s passphrase for this game.`);
    expect(codeOf(openMail(text, keyOf(`pass-${to}`, 'another-game', to)))).toBe('ERR_MAIL_GAME');
    expect(codeOf(openMail('{"hello": 1}', game.keys[to] as MailKey))).toBe('ERR_MAIL_FORMAT');
    // A mail file cut short (a truncated attachment) is said to be damaged, not "not a Salvo mail file".
    const cut = openMail(game.texts[0]?.slice(0, 200) ?? '', game.keys[to] as MailKey);
    expect({ code: codeOf(cut), message: messageOf(cut) }).toEqual({ code: 'ERR_MAIL_DAMAGED', message: 'This Salvo mail file is cut short or damaged: ask your friend to send it again.' });
    expect(codeOf(openMail('{"hello": ', game.keys[to] as MailKey))).toBe('ERR_MAIL_FORMAT');
    expect(codeOf(openMail(text.replace('"version": 1', '"version": 2'), game.keys[to] as MailKey))).toBe('ERR_MAIL_VERSION');
  });
});
