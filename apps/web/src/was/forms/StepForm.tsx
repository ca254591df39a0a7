/**
 * The form for a War at Sea decision whose legal answers are too many to list (the engine's legalActions
 * only samples them, or lists too many to read): deploy, port strikes and airstrikes, U-boat targets,
 * surface fire, disengagement, pursuit and returns. Other steps keep the engine's short, complete list.
 */
import type { ComponentType } from 'react';
import type { Step } from '@salvo/was';
import { AirForm } from './AirForm';
import { DisengageForm } from './DisengageForm';
import { FireForm } from './FireForm';
import type { FormProps } from './form-props';
import { MaltaForm } from './MaltaForm';
import { PursueForm } from './PursueForm';
import { ReturnForm } from './ReturnForm';
import { UboatForm } from './UboatForm';

const FORMS: Partial<Record<Step['kind'], ComponentType<FormProps>>> = {
  'deploy': MaltaForm,
  'port-strike': AirForm,
  'air-targets': AirForm,
  'uboat-targets': UboatForm,
  'surface-fire': FireForm,
  'disengage': DisengageForm,
  'pursue': PursueForm,
  'return': ReturnForm,
};

/** The form component for this step, or null when the engine's list of choices is complete and short. */
export function formFor(step: Step): ComponentType<FormProps> | null {
  return FORMS[step.kind] ?? null;
}
