/** pending(): who decides what, which dice are needed, or the result (engine contract). */
import type { ChanceRequest, Pending } from '@salvo/kernel';
import { portStrikeMax, strikesIn } from './air';
import { BOARD } from './board';
import { winnerOf } from './endturn';
import type { Side, WasState } from './types';
import { volleyRequest } from './volleys';
import { placeIn, placeName, shipName } from './names';
import { judgeShots } from './volleys';

const d6 = (dice: number, purpose: string, label: string): ChanceRequest => ({ dice, sides: 6, purpose, label });
const name = (s: WasState, id: string): string => shipName(s, id);

/** Sides still owing their secret order in a simultaneous step. */
export function owing(s: WasState, sides: readonly Side[]): Side[] {
  return sides.filter((x) => s.secret[x] === undefined);
}

export function pending(s: WasState): Pending<Side> {
  const st = s.step;
  switch (st.kind) {
    case 'deploy':
      return { kind: 'decision', player: 'allies', decision: 'deploy', prompt: 'Choose the British ships that start at Malta; the rest start in England (4.3).' };
    case 'minor-roll': {
      const label =
        st.purpose === 'russian-sailing' ? 'Russian sailing: 5 or 6 sails (15.2)' :
        st.purpose === 'us-release' ? 'US release: 6 releases (15.3)' : 'Italian takeover: 1-2 Allied, 3-4 scuttled, 5-6 German (15.7)';
      return { kind: 'chance', request: d6(st.ships.length, st.purpose, `${label}: ${st.ships.map((id) => name(s, id)).join(', ')}`) };
    }
    case 'move':
      return {
        kind: 'decision', player: st.side, decision: 'move',
        prompt: st.side === 'allies' ? 'Move your ships and repair those staying in port (5.2).' : 'Move your ships, place U-boats and repair (5.3).',
      };
    case 'speed-roll':
      return { kind: 'chance', request: d6(st.ships.length, 'speed', `Speed rolls for two-area moves (below speed succeeds): ${st.ships.map((id) => name(s, id)).join(', ')}`) };
    case 'place-air':
      return { kind: 'simultaneous', players: owing(s, ['allies', 'axis']), decision: 'place-air', prompt: 'Place your land-based Airstrike marker in secret (5.5, 9.2).' };
    case 'port-strike':
      return { kind: 'decision', player: st.side, decision: 'port-strike', prompt: `Pick up to ${portStrikeMax(s, st.side, st.port)} enemy ships in ${placeIn(st.port)} for your land-based airstrike.` };
    case 'asw-roll':
      return { kind: 'chance', request: d6(st.dice, 'asw', `ASW in ${placeIn(st.area)}: ${st.dice} dice against ${s.uboats.areas[st.area] ?? 0} U-boats (8.3)`) };
    case 'uboat-targets':
      return { kind: 'decision', player: 'axis', decision: 'uboat-targets', prompt: `Name a target for each of your ${st.uboats} U-boats in ${placeIn(st.area)} (8.5).` };
    case 'air-targets': {
      const side = st.sides[0] ?? 'allies';
      const after = st.sides.length > 1 ? '; the Axis allocates after seeing the results' : '';
      const prompt = `Name your airstrike targets in ${placeIn(st.area)}: ${strikesIn(s, side, st.area)} strike(s), one die each (10.2${after}).`;
      return { kind: 'decision', player: side, decision: 'air-targets', prompt };
    }
    case 'place-uboats':
      return { kind: 'decision', player: 'axis', decision: 'place-uboats', prompt: `Place your ${s.uboats.inPlay} U-boats in the sea areas, now that your speed rolls are known (5.3, 6.5).` };
    case 'choose-area':
      return { kind: 'decision', player: 'axis', decision: 'choose-area', prompt: `Choose the sea area to resolve next: ${s.areaQueue.map((a) => placeName(a)).join(', ')}.` };
    case 'add-one':
      return { kind: 'decision', player: s.volleys[0]?.side ?? 'axis', decision: 'add-one', prompt: addOnePrompt(s, st.values) };
    case 'tactical-battle':
      return {
        kind: 'decision', player: 'allies', decision: 'tactical-battle',
        prompt: st.onTable
          ? `The surface battle in ${placeIn(st.area)} is being fought on the Victory at Sea table; the war goes on with its result.`
          : `A surface battle in ${placeIn(st.area)}: fight it on the Victory at Sea table, or by the dice (11.x).`,
      };
    case 'carrier-intent':
      return { kind: 'decision', player: 'axis', decision: 'carrier-intent', prompt: 'Declare which of your carriers will fire this round (11.6).' };
    case 'surface-fire':
      return { kind: 'decision', player: st.side, decision: 'fire', prompt: `Designate your surface fire in ${placeIn(st.area)} (11.2, 11.3).` };
    case 'to-hit': {
      const v = s.volleys[0];
      return { kind: 'chance', request: v ? volleyRequest(s, v) : d6(0, 'to-hit', 'no volley') };
    }
    case 'damage':
      return { kind: 'chance', request: d6(st.hits, 'damage', `Damage for ${st.hits} hit(s) on ${name(s, s.volleys[0]?.target ?? '')} (7.3)`) };
    case 'disengage':
      return { kind: 'simultaneous', players: owing(s, ['allies', 'axis']), decision: 'disengage', prompt: `Write whether you disengage from ${placeIn(st.area)} (12.9).` };
    case 'pursue':
      return { kind: 'decision', player: st.side, decision: 'pursue', prompt: 'Choose which withdrawing groups to pursue, and with which ships (12.3-12.8).' };
    case 'continue-pursuit':
      return { kind: 'decision', player: st.side, decision: 'continue-pursuit', prompt: 'Continue the pursuit, or break off (12.5).' };
    case 'return':
      return { kind: 'decision', player: st.side, decision: 'return', prompt: 'Send your ships back to port (5.7).' };
    case 'oiler-roll':
      return { kind: 'chance', request: d6(st.ships.length, 'oiler', `Oiler rolls, success on 1-${BOARD.oilerSuccessMax[String(s.turn)] ?? 0} (16.2)`) };
    case 'over': {
      const w = winnerOf(s);
      if (s.surrendered) {
        const who = s.surrendered === 'axis' ? 'The Axis' : 'The Allies';
        return { kind: 'over', winners: w ? [w] : [], summary: `${who} surrendered: ${w === 'axis' ? 'the Axis' : 'the Allies'} win.` };
      }
      const summary = w ? `${w === 'axis' ? 'The Axis' : 'The Allies'} win by ${Math.abs(s.poc)} POC.` : 'A draw: the POC are level.';
      return { kind: 'over', winners: w ? [w] : [], summary };
    }
  }
}

const result = (r: { hits: number; disable: boolean }): string =>
  r.hits ? `${r.hits} hit(s)${r.disable ? ' (and a 5)' : ''}` : r.disable ? 'the target disabled' : 'no effect';

/** 11.5: the dice, and what each choice makes of them. */
function addOnePrompt(s: WasState, values: readonly number[]): string {
  const v = s.volleys[0];
  const mods = v?.mods ?? [];
  const who = v ? v.shooters.map((id) => name(s, id)).join(', ') : 'Your ships';
  return `${who} rolled ${values.join(' ')} at ${name(s, v?.target ?? '')}. Undamaged German ships may add one to each die (11.5): ` +
    `with +1, ${result(judgeShots(values, mods))}; without, ${result(judgeShots(values, []))}.`;
}
