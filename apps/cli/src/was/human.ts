/**
 * One decision from a person: numbered options (the engine's list for this side), `bot` (the
 * heuristic bot's suggestion), `random`, `surrender` (after a y/n confirmation), a typed action or JSON,
 * and for movement the order builder.
 * Every answer is checked by the engine; a rejection prints its sentence and asks again.
 * Returns null at end of input.
 */
import { seatRefusal, type ChanceRequest, type RngState } from '@salvo/kernel';
import { heuristicPlan, sampledFor } from '@salvo/bots';
import { textFor, wasEngine, type Side, type WasAction, type WasState, describeAction } from '@salvo/was';
import { askTableDice, isUndo } from '../io/table-dice';
import type { Terminal } from '../io/terminal';
import { askYesNo } from '../io/yes-no';
import { draftAction, editDraft, emptyDraft } from './move-builder';
import { parseTyped } from './parse';
import { namePlaces, renderBattle, renderBoard } from './render-board';

const MAX_LISTED = 12;

export const HELP: Record<string, string[]> = {
  any: [
    'Type an option number, "bot" (the heuristic bot plays this decision), "auto" (the bot plays your side from now on), "random", "board", "help", or an action:',
    '  undo        (takes back the last step made here, with the bot\'s answers; not once dice were rolled or orders shown since)',
    '  surrender   (gives up the game at once: the other side wins, whatever the POC; asks to confirm)',
  ],
  deploy: ['  malta <ship>, <ship>, ...   (the rest start in England; "malta none" for all in England)'],
  move: [
    '  <ship> > <area> [via <area>] [fallback <port>]   e.g. "hood > barents via na"',
    '  <ship>, <ship> > <area> ...   moves several ships alike in one line',
    '  move <ship>, <ship> to <area> ...   the same, spelled out',
    '  repair <ship> <points> | drop <ship> | clear | show | done   (the Axis places U-boats after its speed rolls)',
    '  areas: na, sa, ns, baltic, med, barents (or their names)',
  ],
  'place-uboats': ['  uboats <area> <count>, <area> <count> | uboats none'],
  'choose-area': ['  resolve <area>   (or just the area: "barents")'],
  'add-one': ['  add (each die of your undamaged German ships gets +1, 11.5) | no (the dice as rolled: a 5 disables)'],
  'place-air': ['  air <area or port> | air home'],
  'air-targets': ['  targets <ship>, <ship> | none'],
  'port-strike': ['  targets <ship>, <ship> | none'],
  'uboat-targets': ['  targets <ship>, <ship>, ... (one per U-boat) | none'],
  'carrier-intent': ['  fire <carrier>, ... | none'],
  'surface-fire': ['  <shooter>, <shooter> > <target>; <shooter> > <target> | none'],
  disengage: ['  stay | disengage (all in one group) | disengage <ship>, <ship> / <ship>'],
  pursue: ['  <ship>, <ship> > <group number>; ... | none'],
  'continue-pursuit': ['  continue <number> ... | break'],
  return: ['  <ship> > <port|stay|oiler>; ... | default'],
};

/** The help of a step; by mail (`byMail`) without "auto" and "undo", which a mail game refuses. */
function helpFor(kind: string, byMail: boolean): string[] {
  const any = HELP.any ?? [];
  const general = byMail ? any.filter((l) => !l.startsWith('  undo')).map((l) => l.replace(' "auto" (the bot plays your side from now on),', '')) : any;
  return [...general, ...(HELP[kind] ?? [])];
}

function optionsFor(state: WasState, side: Side): WasAction[] {
  return wasEngine.legalActions(state).filter((a) => !('side' in a) || a.side === side).slice(0, MAX_LISTED);
}

/**
 * The decision, null at end of input, or 'auto' when the person hands the side to the bot. `byMail`: the menu and
 * help do not offer "auto" and "undo" (a mail game refuses them; typed anyway, they are still returned).
 */
export async function humanDecision(state: WasState, side: Side, prompt: string, term: Terminal, botRng: RngState, byMail = false): Promise<WasAction | 'auto' | 'undo' | null> {
  const kind = state.step.kind;
  const options = optionsFor(state, side);
  const step = state.step;
  const show = (): void => {
    if ('area' in step && step.area) renderBattle(wasEngine.observe(state, side), step.area).forEach((l) => term.print(l));
    term.print(`${side === 'allies' ? 'Allies' : 'Axis'}: ${namePlaces(prompt)}`);
    options.forEach((a, i) => term.print(`  ${i + 1}. ${describeAction(state, a)}`));
    term.print(`  bot. let the heuristic bot decide   |   ${byMail ? '' : 'auto. the bot plays this side to the end   |   '}help`);
  };
  show();
  let draft = emptyDraft();
  for (;;) {
    const line = await term.ask(kind === 'move' ? 'order> ' : '> ');
    if (line === null) return null;
    const text = line.trim();
    if (!text) continue;
    let action: WasAction | null = null;
    if (text === 'help' || text === '?') {
      helpFor(kind, byMail).forEach((l) => term.print(l));
      continue;
    }
    if (text === 'auto') return 'auto';
    if (isUndo(text)) return 'undo';
    if (text === 'surrender') {
      const sure = await confirmSurrender(term, side);
      if (sure === null) return null;
      if (sure) return { type: 'surrender', side };
      show();
      continue;
    }
    if (text === 'board') {
      renderBoard(wasEngine.observe(state, side)).forEach((l) => term.print(l));
      show();
      continue;
    }
    if (/^\d+$/.test(text)) {
      action = options[Number(text) - 1] ?? null;
      if (!action) {
        term.print(`There is no option ${text}; choose 1 to ${options.length}, or type an action.`);
        continue;
      }
    } else if (text === 'bot') action = heuristicPlan(state, side) ?? sampledFor(state, side, botRng);
    else if (text === 'random') action = sampledFor(state, side, botRng);
    else if (kind === 'move' && !text.startsWith('{')) {
      if (text === 'show') {
        term.print(`  draft: ${describeAction(state, draftAction(draft, side))}`);
        continue;
      }
      if (text !== 'done') {
        const r = editDraft(state, side, draft, text);
        if (!r.ok) term.print(r.error.message);
        else {
          draft = r.value;
          term.print(`  draft: ${describeAction(state, draftAction(draft, side))}`);
        }
        continue;
      }
      action = draftAction(draft, side);
    } else {
      const r = parseTyped(state, side, text);
      if (!r.ok) {
        term.print(r.error.message);
        continue;
      }
      action = r.value;
    }
    const checked = wasEngine.apply(state, action);
    if (!checked.ok) {
      term.print(`Not allowed: ${textFor(state, namePlaces(checked.error.message), side)}`);
      continue;
    }
    // The seat check every host runs (kernel seat.ts): a person acts only for the side asked.
    const refusal = seatRefusal(wasEngine.actorOf(state, action), side, { typesDice: false });
    if (!refusal) return action;
    term.print(`Not allowed: ${refusal.message}`);
  }
}

type Surrender = Extract<WasAction, { type: 'surrender' }>;

/** "Are you sure?" before a surrender (Clarification 1): true for yes, false for no, null at end of input. */
async function confirmSurrender(term: Terminal, side: Side): Promise<boolean | null> {
  const other = side === 'allies' ? 'the Axis' : 'the Allies';
  const sure = await askYesNo(term, `Surrender? The game ends and ${other} win. Are you sure? (y/n) `);
  if (sure !== false) return sure;
  term.print('Not surrendered; the game goes on.');
  return false;
}

/**
 * Table mode: the person types the dice rolled at the table. `people` are the sides played by people:
 * one of them may type "surrender" instead (confirmed; asked which side when both are people), or "undo".
 * Returns the dice, the surrender, `'undo'`, or null at end of input.
 */
export async function humanDice(req: ChanceRequest, term: Terminal, people: readonly Side[] = []): Promise<number[] | Surrender | 'undo' | null> {
  for (;;) {
    let wants = false;
    const watch: Terminal = {
      print: (line) => term.print(line),
      close: () => term.close(),
      async ask(q) {
        const line = await term.ask(q);
        if (people.length && line?.trim() === 'surrender') wants = true;
        return wants ? null : line;
      },
    };
    const values = await askTableDice(req, watch, true);
    if (!wants) return values;
    let side = people.length === 1 ? people[0] : undefined;
    while (!side) {
      const who = await term.ask('Which side surrenders, allies or axis? ');
      if (who === null) return null;
      const w = who.trim().toLowerCase();
      side = w === 'allies' || w === 'axis' ? w : undefined;
    }
    const sure = await confirmSurrender(term, side);
    if (sure === null) return null;
    if (sure) return { type: 'surrender', side };
  }
}
