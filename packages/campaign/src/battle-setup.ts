/**
 * The battle of an engagement as a Victory at Sea setup (VAS-CAMPAIGN-BATTLE-RECORD): each side's chosen
 * ships with their Command, refitted roster and carried Damage and Crew (VAS-SETUP-CARRIED), carriers
 * with the flights aboard, the generated weather and night, the campaign's battle length, and the seed
 * drawn for it. Deployment is Salvo's stand-in until the generic scenarios are data: the attacker in a
 * line along the south edge heading north, the defender along the north edge heading south.
 */
import type { VasFleetSetup, VasFlightSetup, VasSetup } from '@salvo/vas';
import { effectiveRoster } from './refit';
import type { CampaignState, Engagement, PlayerId } from './types';

const WIDTH = 72;
const HEIGHT = 48;
const PER_ROW = 8;

function fleetSetup(s: CampaignState, e: Engagement, player: PlayerId, south: boolean): VasFleetSetup {
  const p = s.players[player];
  const ids = e.sides[player]?.ships ?? [];
  const ships = (p?.ships ?? []).filter((x) => ids.includes(x.id));
  const flights: VasFlightSetup[] = [];
  const shipSetups = ships.map((x, i) => {
    const row = Math.floor(i / PER_ROW);
    const col = i % PER_ROW;
    const y = south ? 6 + row * 5 : HEIGHT - 6 - row * 5;
    let k = 0;
    for (const f of x.flights) for (let n = 0; n < f.count; n++) flights.push({ id: `${x.id}-f${++k}`, aircraft: f.aircraft, carrier: x.id });
    return {
      id: x.id, name: x.name, class: x.class, roster: effectiveRoster(x), command: x.command,
      position: { x: 8 + col * ((WIDTH - 16) / (PER_ROW - 1)), y }, heading: south ? 0 : 180,
      damage: x.damage, crew: x.crew,
    };
  });
  return { id: player, name: p?.name ?? player, ships: shipSetups, ...(flights.length > 0 ? { flights } : {}) };
}

export function battleSetup(s: CampaignState, e: Engagement): VasSetup {
  return {
    seed: e.seed ?? 0,
    fleets: [fleetSetup(s, e, e.attacker, true), fleetSetup(s, e, e.defender, false)],
    options: { weather: e.weather ?? 'good', night: e.night ?? false, maxTurns: s.options.battleTurns },
  };
}
