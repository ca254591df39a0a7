import type { Engine } from '@salvo/kernel';
import type { FleetId, VasAction, VasEvent, VasSetup, VasState, VasView } from '@salvo/vas';

/** The Victory at Sea engine as the CLI uses it. */
export type VasEngine = Engine<VasSetup, VasState, VasAction, VasEvent, FleetId, VasView>;
