/**
 * The Victory at Sea battle screen behind the deployment gate (DeployGate): an online scenario game deployed by hand
 * shows its deployment first, then this very battle screen. The App loads this module lazily, as it loaded VasGame.
 */
import type { ComponentProps } from 'react';
import { VasGame } from '../vas/VasGame';
import { DeployGate } from './DeployGate';

export function GatedVasGame(props: ComponentProps<typeof VasGame>) {
  return <DeployGate session={props.session} onLeave={props.onLeave}><VasGame {...props} /></DeployGate>;
}
