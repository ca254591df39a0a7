/**
 * The War at Sea steps answered by a form rather than a list of buttons: those whose legal answers the
 * engine's legalActions only samples (deploy, returns, and beyond its cap of 64 the airstrike and U-boat
 * targets, surface fire, disengagement and pursuit) or lists by the dozen. Other steps keep the list.
 */
import type { Step } from '@salvo/was';

export const FORM_STEPS = ['deploy', 'port-strike', 'air-targets', 'uboat-targets', 'surface-fire', 'disengage', 'pursue', 'return'] as const satisfies readonly Step['kind'][];
export type FormStep = (typeof FORM_STEPS)[number];

export const hasForm = (kind: Step['kind']): kind is FormStep => (FORM_STEPS as readonly string[]).includes(kind);
