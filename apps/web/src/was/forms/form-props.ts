/** What WasGame hands every decision form. */
import type { Side, WasAction, WasState, WasView } from '@salvo/was';

export interface FormProps {
  /** What the acting side sees: every choice a form offers comes from here (hidden information stays hidden). */
  readonly view: WasView;
  /** The state the engine checks against: the game locally, a stand-in built from the view online. */
  readonly state: WasState;
  readonly side: Side;
  /** The engine's legalActions for this side, offered as quick choices. */
  readonly suggestions: readonly WasAction[];
  readonly describe: (a: WasAction) => string;
  readonly onSubmit: (a: WasAction) => void;
}
