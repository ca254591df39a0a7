/** The form component of each step in FORM_STEPS (form-steps.ts says which steps, and why). */
import type { ComponentType } from 'react';
import type { Step } from '@salvo/was';
import { AirForm } from './AirForm';
import { DisengageForm } from './DisengageForm';
import { FireForm } from './FireForm';
import type { FormProps } from './form-props';
import { hasForm, type FormStep } from './form-steps';
import { MaltaForm } from './MaltaForm';
import { PursueForm } from './PursueForm';
import { ReturnForm } from './ReturnForm';
import { UboatForm } from './UboatForm';

const FORMS: Record<FormStep, ComponentType<FormProps>> = {
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
  return hasForm(step.kind) ? FORMS[step.kind] : null;
}
