/**
 * The Special Actions as a person choosing whom to nominate needs them (issue 7 item 13): the word to
 * type, the name, the Command check (1d6 + the ship's Command must reach it; from the engine's
 * SPECIAL_ACTIONS) and the effect, summarised from the Special Actions chapter.
 */
import { SPECIAL_ACTIONS, type SpecialActionKind } from '@salvo/vas';

export const SPECIAL_ACTION_EFFECTS: Readonly<Record<SpecialActionKind, string>> = {
  'all-hands-on-deck': '+1 to Damage Control, and any number of critical hits may be repaired this End Phase',
  'come-about': '+1 to the ship\'s Turning this turn',
  'create-smoke': 'a Smoke Counter trails the ship until the End Phase; no attack may be drawn through it (Radar excepted); not in Bad Weather',
  evasive: 'every hit on the ship this turn (torpedoes and aircraft too) is re-rolled, and so is every hit the ship scores',
  'flank-speed': '+50% Speed this turn, and -1 to the Attack Dice of every weapon the ship fires',
  'rig-for-silent-running': 'submersibles only: -1 to detect her this turn; she moves at most half Speed and may not attack',
};

export function specialActionsInfo(): string[] {
  const out = ['Special Actions (nominate <ship> <action>; a check is passed when 1d6 + the ship\'s Command reaches it):'];
  for (const [kind, info] of Object.entries(SPECIAL_ACTIONS) as [SpecialActionKind, (typeof SPECIAL_ACTIONS)[SpecialActionKind]][]) {
    const check = info.check === null ? 'automatic' : `Command check ${info.check}`;
    out.push(`  ${kind}: ${info.name} (${check}): ${SPECIAL_ACTION_EFFECTS[kind]}`);
  }
  return out;
}
