/**
 * `salvo mail new <file>`: a new game by mail. The setup is the default battle, a setup file or a scenario (Victory
 * at Sea: its pre-battle rolls and deployment are played in the file, docs/mail.md "Scenarios"), or War at Sea with
 * the play-balance options of `salvo was play`; setups with hidden information are refused.
 * Exit codes: 0 written, 1 a refused setup, an existing file or a passphrase problem, 2 usage.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createMail, isMailGame, mailKey, mailRefusal, mailSend, type MailGameKind } from '@salvo/mail';
import { BUILTIN_SCENARIOS, defaultBattle } from '@salvo/scenarios';
import { readJsonFile } from '../io/json-file';
import type { Terminal } from '../io/terminal';
import { openScenario } from '../vas/scenario-battle';
import type { PriorityLevel } from '@salvo/data';
import { sentCopyPath, writeMailText } from './files';
import { readPassphrase } from './passphrase';
import { nameIn, seatsOf } from './seats';

export interface MailNewOptions {
  readonly game?: string;
  readonly as?: string;
  readonly setup?: string;
  readonly scenario?: string;
  readonly level?: PriorityLevel;
  readonly fleet?: readonly string[];
  readonly points?: number;
  readonly name?: string;
  readonly opponent?: string;
  readonly weakBismarcks?: boolean;
  readonly accumulateUboats?: boolean;
  readonly faceDown?: boolean;
  readonly force?: boolean;
  readonly passphraseFile?: string;
}

const TITLE: Record<MailGameKind, string> = { vas: 'Victory at Sea', 'war-at-sea': 'War at Sea' };

const notABattle = (what: string): string => `${what} is a scenario, not a battle setup: give it with --scenario ${what}.`;

/** A scenario setup (ScenarioBattleSetup): the scenario file's JSON itself, so the mail file needs nothing else. */
function scenarioSetup(o: MailNewOptions, seed: number): { setup: unknown } | { usage: string } | { problem: string } {
  const id = o.scenario as string;
  if (o.setup !== undefined) return { usage: 'Give --scenario or --setup, not both.' };
  const opened = openScenario(id);
  if (opened.kind === 'error') return { problem: opened.lines.join('\n') };
  if (opened.kind === 'setup') return { problem: `${id} is a battle setup, not a scenario: give it with --setup ${id}.` };
  let scenario = BUILTIN_SCENARIOS[id];
  if (!Object.hasOwn(BUILTIN_SCENARIOS, id)) {
    const read = readJsonFile(id, 'scenario file');
    if (!read.ok) return { problem: read.error.message };
    scenario = read.value;
  }
  const fleets: unknown[] = [];
  for (const f of o.fleet ?? []) {
    const read = readJsonFile(f, 'fleet file');
    if (!read.ok) return { problem: read.error.message };
    fleets.push(read.value);
  }
  return {
    setup: {
      scenario, seed, ...(o.level ? { level: o.level } : {}), ...(o.points !== undefined ? { points: o.points } : {}),
      ...(fleets.length > 0 ? { fleets } : {}),
    },
  };
}

function setupOf(kind: MailGameKind, o: MailNewOptions): { setup: unknown } | { usage: string } | { problem: string } {
  const seed = randomInt(0, 2 ** 31);
  if (kind === 'war-at-sea') {
    if (o.setup !== undefined || o.scenario !== undefined) return { usage: '--setup and --scenario are for Victory at Sea; War at Sea takes --weak-bismarcks and --accumulate-uboats.' };
    return { setup: { seed, options: { weakBismarcks: o.weakBismarcks === true, accumulateUboats: o.accumulateUboats === true, faceDown: o.faceDown === true } } };
  }
  if (o.weakBismarcks || o.accumulateUboats || o.faceDown) return { usage: '--weak-bismarcks, --accumulate-uboats and --face-down are War at Sea options.' };
  if (o.scenario !== undefined) return scenarioSetup(o, seed);
  if (o.level !== undefined || (o.fleet?.length ?? 0) > 0 || o.points !== undefined) return { usage: '--level, --fleet and --points go with --scenario <id>.' };
  if (o.setup === undefined) return { setup: defaultBattle(seed) };
  if (!existsSync(o.setup) && Object.hasOwn(BUILTIN_SCENARIOS, o.setup)) return { problem: notABattle(o.setup) };
  const read = readJsonFile(o.setup, 'setup file');
  if (!read.ok) return { problem: read.error.message };
  if (typeof read.value !== 'object' || read.value === null || Array.isArray(read.value)) return { problem: `${o.setup} must hold a setup object with "fleets".` };
  if ('sides' in read.value) return { problem: notABattle(o.setup) };
  return { setup: { seed, ...(read.value as Record<string, unknown>) } };
}

export async function runMailNew(path: string, o: MailNewOptions, term: Terminal): Promise<number> {
  const usage = (line: string): number => { term.print(line); return 2; };
  const fail = (line: string): number => { term.print(line); return 1; };
  if (!isMailGame(o.game)) return usage('--game is vas (Victory at Sea) or war-at-sea.');
  const kind = o.game;
  if (existsSync(path) && o.force !== true) return fail(`${path} exists already: give --force to replace it.`);
  const made = setupOf(kind, o);
  if ('usage' in made) return usage(made.usage);
  if ('problem' in made) return fail(made.problem);
  const refused = mailRefusal(kind, made.setup);
  if (refused) return fail(refused.message);
  const seats = seatsOf(kind, made.setup) ?? [];
  const mine = seats.find((s) => s.seat === o.as);
  const other = seats.find((s) => s.seat !== o.as);
  if (!mine || !other) return usage(`--as names your seat: ${seats.map((s) => `${s.seat} (${s.name})`).join(' or ')}.`);
  const names = { [mine.seat]: o.name?.trim() || mine.name, [other.seat]: o.opponent?.trim() || other.name };
  const pass = await readPassphrase(nameIn(names, mine.seat), true, o.passphraseFile);
  if (!pass.ok) return pass.usage ? usage(pass.message) : fail(pass.message);
  const id = randomBytes(8).toString('hex');
  const key = mailKey(pass.value, id, mine.seat);
  const t = createMail({ game: kind, setup: made.setup, seat: mine.seat, names, id, created: new Date().toISOString() }, key, (n) => new Uint8Array(randomBytes(n)));
  if (!t.ok) return fail(t.error.message);
  const text = mailSend(t.value, key);
  const problem = writeMailText(path, text);
  if (problem) return fail(problem);
  const s = t.value.status;
  // The file goes to the other player at once: keep it as sent, so re-opening it says "This is the file you sent".
  const kept = s.kind === 'send' ? writeMailText(sentCopyPath(path, mine.seat), text) : null;
  if (kept) return fail(kept);
  const who = (x: { seat: string; name: string }): string => `${names[x.seat]}${names[x.seat] === x.name ? '' : ` (${x.name})`}`;
  term.print(`Wrote ${path}: ${TITLE[kind]} by mail, ${who(mine)} against ${who(other)}, game ${id}.`);
  if (s.kind === 'decide') term.print(`You move first: salvo mail play ${path}`);
  else if (s.kind === 'send') term.print(`Send ${path} to ${nameIn(names, s.to)}: ${s.why} ${nameIn(names, s.to)} opens it with: salvo mail play ${path} --as ${other.seat}`);
  return 0;
}
