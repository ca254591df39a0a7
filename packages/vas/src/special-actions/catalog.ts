/** The Special Actions and their Command check numbers (null: automatic). */
import type { SpecialActionKind } from '../types';

export interface SpecialActionInfo {
  readonly name: string;
  /** 1d6 + Command must reach this; null means automatic. */
  readonly check: number | null;
  /** Its rule id (rules.ts), named by its events. */
  readonly rule: string;
}

export const SPECIAL_ACTIONS: Readonly<Record<SpecialActionKind, SpecialActionInfo>> = {
  'all-hands-on-deck': { name: 'All Hands on Deck!', check: 8, rule: 'VAS-SPECIAL-ALL-HANDS' },
  'come-about': { name: 'Come About!', check: 9, rule: 'VAS-SPECIAL-COME-ABOUT' },
  'create-smoke': { name: 'Create Smoke!', check: null, rule: 'VAS-SPECIAL-SMOKE' },
  evasive: { name: 'Evasive!', check: 8, rule: 'VAS-SPECIAL-EVASIVE' },
  'flank-speed': { name: 'Flank Speed!', check: null, rule: 'VAS-SPECIAL-FLANK-SPEED' },
  'rig-for-silent-running': { name: 'Rig for Silent Running!', check: 9, rule: 'VAS-SPECIAL-SILENT-RUNNING' },
};

export const SPECIAL_ACTION_KINDS = Object.keys(SPECIAL_ACTIONS) as SpecialActionKind[];

export const isSpecialActionKind = (v: unknown): v is SpecialActionKind =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(SPECIAL_ACTIONS, v);
