/**
 * The game header's status line in a player's words: the rules' names for the Victory at Sea phases, what
 * is happening in War at Sea's sequence of play, and how the game is played ("against the bot"), never an
 * engine's code such as `over` or `surface-fire`.
 */
import type { VasState } from '@salvo/vas';
import type { Step } from '@salvo/was';

const VAS_PHASE: Record<VasState['phase'], string> = {
  initiative: 'Initiative Phase',
  movement: 'Movement Phase',
  attack: 'Attack Phase',
  end: 'End Phase',
  over: 'the battle is over',
};

/** "Turn 3 of 12, Attack Phase"; "Turn 6 of 30, the battle is over". */
export function vasStatus(state: Pick<VasState, 'turn' | 'phase' | 'options'>): string {
  return `Turn ${state.turn} of ${state.options.maxTurns}, ${VAS_PHASE[state.phase]}`;
}

const SIDE = { allies: 'Allied', axis: 'Axis' } as const;

const WAS_STEP: { [K in Step['kind']]: (s: Extract<Step, { kind: K }>) => string } = {
  deploy: () => 'deployment',
  'minor-roll': (s) => ({ 'russian-sailing': 'whether the Russian ships may sail', 'us-release': 'whether the US ships are released', 'italian-takeover': 'the fate of the Italian ships' })[s.purpose],
  move: (s) => `${SIDE[s.side]} movement`,
  'speed-roll': (s) => `${SIDE[s.side]} speed rolls`,
  'place-uboats': () => 'U-boat placement',
  'place-air': () => 'air unit placement',
  'choose-area': () => 'choosing the next sea area to resolve',
  'port-strike': (s) => `${SIDE[s.side]} strikes on a port`,
  'asw-roll': () => 'anti-submarine rolls',
  'uboat-targets': () => 'U-boat attacks',
  'air-targets': () => 'air strikes',
  'tactical-battle': () => 'a surface battle to fight on the tactical table or by the dice',
  'carrier-intent': () => 'carrier intentions',
  'surface-fire': (s) => `${SIDE[s.side]} surface fire`,
  'to-hit': () => 'rolls to hit',
  'add-one': () => 'whether to add one to the German rolls',
  damage: () => 'damage',
  disengage: () => 'disengagement',
  pursue: (s) => `${SIDE[s.side]} pursuit`,
  'continue-pursuit': (s) => `${SIDE[s.side]} pursuit goes on`,
  return: (s) => `${SIDE[s.side]} ships return to port`,
  'oiler-roll': () => 'oiler rolls',
  over: () => 'the game is over',
};

/** "surface fire" for the step `surface-fire`, in a player's words. */
export function wasStepText(step: Step): string {
  return (WAS_STEP[step.kind] as (s: Step) => string)(step);
}

const MODE: Record<string, string> = { bot: 'against the bot', 'hot-seat': 'hot-seat', table: 'table mode', online: 'online', 'what-if': 'what-if from a replay', mail: 'by mail' };

/** How the game is played, as the header says it: "against the bot", "table mode". */
export function modeText(mode: string): string {
  return MODE[mode] ?? mode;
}
