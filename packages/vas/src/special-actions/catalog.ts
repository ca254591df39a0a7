/** The Special Actions and their Command check numbers (null: automatic). */
import type { SpecialActionKind } from '../types';

export interface SpecialActionInfo {
  readonly name: string;
  /** 1d6 + Command must reach this; null means automatic. */
  readonly check: number | null;
}

export const SPECIAL_ACTIONS: Readonly<Record<SpecialActionKind, SpecialActionInfo>> = {
  'all-hands-on-deck': { name: 'All Hands on Deck!', check: 8 },
  'come-about': { name: 'Come About!', check: 9 },
  'create-smoke': { name: 'Create Smoke!', check: null },
  evasive: { name: 'Evasive!', check: 8 },
  'flank-speed': { name: 'Flank Speed!', check: null },
  'rig-for-silent-running': { name: 'Rig for Silent Running!', check: 9 },
};

export const SPECIAL_ACTION_KINDS = Object.keys(SPECIAL_ACTIONS) as SpecialActionKind[];

export const isSpecialActionKind = (v: unknown): v is SpecialActionKind =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(SPECIAL_ACTIONS, v);
