/**
 * One decision (or table-mode dice) from a person: shows the options, reads a number, a typed action,
 * `random`, `auto`, `table` or `help`, and asks again after an illegal input with the RuleError sentence.
 * Returns null at end of input, 'auto' when the person hands the fleet to the bot.
 */
import { seatRefusal, type ChanceRequest, type RngState, type Transition } from '@salvo/kernel';
import type { VasAction, VasEvent, VasState } from '@salvo/vas';
import { askTableDice, isUndo } from '../io/table-dice';
import type { Terminal } from '../io/terminal';
import { askYesNo } from '../io/yes-no';
import { renderVasTable } from '../render/vas-table';
import { describeAction } from '@salvo/vas';
import type { VasEngine } from './engine-type';
import { confirmWasted } from './confirm-attack';
import { parseTypedAction } from './parse-action';
import { oddsAtPrompt } from './odds-prompt';
import { showShip } from './show-ship';
import { aaChoiceLines, aaDefault } from './aa-prompt';

export const MAX_LISTED = 40;

export const HELP = [
  'Type the number of an option, or an action (ships by id, name or the start of the name: war, vit):',
  '  first | pass                         move first, or make the opponent move first',
  '  nominate warspite [flank-speed]      nominate a ship to move; Special Actions: all-hands-on-deck, come-about,',
  '                                       create-smoke, evasive, flank-speed, rig-for-silent-running',
  '  move 3 turn 45 forward 2             inches ahead, degrees to turn (+ starboard, - port); or move warspite 3 ...',
  '  attack warspite a@veneto 4@zarax2    weapon (number or name) @ target [x Attack Dice]; attack warspite: hold fire',
  '  attack warspite all@veneto           every gun of warspite that bears on veneto as you see it',
  '  dc warspite 1 | dc warspite none     Damage Control on critical 1 (numbered in the ship list), or none',
  '  roll 3 5                             the dice of a roll, in table mode',
  '  odds warspite a@veneto b@veneto      the exact odds of that attack (ranges judged by eye unless --pre-measure)',
  '  nominate u47 dive | surface          a submersible dives or surfaces as it is nominated',
  '  reveal u47 30 12 90 submerged        place a hidden submersible in its square (x y heading); reveal none',
  '  enter z1 30 47 180, z2 34 47          bring ships waiting off the table on at an entry edge (x y [heading]); enter none',
  '  crash yes | crash no                 try a Crash Dive, or stay on the surface',
  '  reroll 0 | reroll 1 | reroll none    a torpedo critical: re-roll location die 0 or 1, or keep both',
  '  judge <i> [<j> ...] | judge keep      Tactical Judgement: re-roll the held dice by index, or keep them',
  '  split d1                             split squadron d1: its ships act alone from now on',
  '  air stuka1@ark stuka2@ark            instead of a ship, all your aircraft attack: each flight bombs the ship it touches',
  '                                       (declared torpedoes and dogfights go with it; plain "air": no bombs)',
  '  move 5 launch sword1 recover fulmar1  a carrier (or a ship with observation aircraft) launches/recovers with a straight move',
  '  fly sword1 30 20 fulmar1 28 22 | fly none   your flights of this group fly to (x, y) inches; first | pass: who flies first',
  '  aa stuka1x4 stuka2x3                 AA split by hand: the ship\'s AA dice at each flight; Enter: Salvo\'s split',
  '  show veneto                          any ship\'s roster card (yours or the enemy\'s) and its state now',
  '  concede (asks to confirm) | random (the bot picks this one) | auto (the bot plays your fleet from now on) | table (show it again) | {json}',
  '  undo                                 take back the last step made here, with the bot\'s answers (not once dice were rolled since)',
];

export type Step = { action: VasAction; transition: Transition<VasState, VasEvent> };

/** The help; by mail (`byMail`) without "auto" and "undo", which a mail game refuses (typed anyway, they are still returned). */
const helpFor = (byMail: boolean): readonly string[] =>
  byMail ? HELP.filter((l) => !l.startsWith('  undo')).map((l) => l.replace(' | auto (the bot plays your fleet from now on)', '')) : HELP;

export async function humanDecision(engine: VasEngine, state: VasState, fleet: string | null, prompt: string, term: Terminal, botRng: RngState, preMeasure = false, byMail = false): Promise<Step | 'auto' | 'undo' | null> {
  const options = engine.legalActions(state);
  const showOptions = (): void => {
    options.slice(0, MAX_LISTED).forEach((a, i) => term.print(`  ${i + 1}. ${describeAction(state, a)}`));
    if (options.length > MAX_LISTED) term.print(`  ... and ${options.length - MAX_LISTED} more (type the action)`);
    if (options.length === 0) term.print('  (a free choice: type it, e.g. move 3 turn 45 forward 2, or random)');
  };
  // VAS-AA-ALLOCATE-HAND: the ship's AA weapons and flights, and Salvo's split on Enter.
  const byDefault = aaDefault(state);
  term.print(prompt);
  aaChoiceLines(state).forEach((l) => term.print(l));
  showOptions();
  for (;;) {
    const line = await term.ask('> ');
    if (line === null) return null;
    const text = line.trim();
    if (text === '' && !byDefault) continue;
    if (text === 'help' || text === '?') {
      helpFor(byMail).forEach((l) => term.print(l));
      continue;
    }
    if (text === 'auto') return 'auto';
    if (isUndo(text)) return 'undo';
    if (/^odds\b/i.test(text)) {
      oddsAtPrompt(state, fleet, text, preMeasure).forEach((l) => term.print(l));
      continue;
    }
    if (text === 'concede' && fleet !== null) {
      // Conceding ends the battle at once: asked again, as War at Sea's surrender is.
      const sure = await askYesNo(term, `Concede? ${state.fleets[fleet]?.name ?? fleet} gives up the battle at once. Are you sure? (y/n) `);
      if (sure === null) return null;
      if (!sure) {
        term.print('Not conceded; the battle goes on.');
        continue;
      }
    }
    if (/^show\s+\S/i.test(text)) {
      showShip(state, text.replace(/^show\s+/i, '')).forEach((l) => term.print(l));
      continue;
    }
    if (text === 'table') {
      renderVasTable(state, fleet ?? undefined).forEach((l) => term.print(l));
      showOptions();
      continue;
    }
    let action: VasAction;
    if (text === '' && byDefault) action = byDefault;
    else if (/^\d+$/.test(text)) {
      const picked = options[Number(text) - 1];
      if (!picked) {
        term.print(`There is no option ${text}; choose 1 to ${options.length}, or type an action.`);
        continue;
      }
      action = picked;
    } else if (text === 'random') {
      action = engine.sampleAction(state, botRng);
    } else {
      const parsed = parseTypedAction(state, text, fleet, preMeasure);
      if (!parsed.ok) {
        term.print(parsed.message);
        continue;
      }
      action = parsed.action;
      const sure = await confirmWasted(state, action, preMeasure, term);
      if (sure === null) return null;
      if (!sure) continue;
    }
    const r = engine.apply(state, action);
    if (!r.ok) {
      // The engine's wrong-moment sentence names its JSON action types; a person typing gets the prompt instead.
      term.print(r.error.code === 'ERR_WRONG_PHASE' ? `Not now. ${prompt} Pick a numbered option, or type help for what you can type.` : r.error.message);
      continue;
    }
    // The seat check every host runs (kernel seat.ts): a person acts only for the fleet asked.
    const refusal = fleet === null ? null : seatRefusal(engine.actorOf(state, action), fleet, { typesDice: false });
    if (refusal) {
      term.print(refusal.message);
      continue;
    }
    return { action: r.value.action ?? action, transition: r.value };
  }
}

/** Table mode: the person types the dice of a chance step (see io/table-dice for the prompt and checks). */
export async function humanDice(engine: VasEngine, state: VasState, req: ChanceRequest, term: Terminal): Promise<Step | 'undo' | null> {
  for (;;) {
    const values = await askTableDice(req, term, true);
    if (values === null || values === 'undo') return values;
    const action = engine.diceAction(values);
    const r = engine.apply(state, action);
    if (!r.ok) {
      term.print(r.error.message);
      continue;
    }
    return { action: r.value.action ?? action, transition: r.value };
  }
}
