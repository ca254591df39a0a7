/**
 * The deploying player's ships beside the deployment table: each with where she is and a form to type her x and y
 * (the keyboard's way, besides dragging on DeployTable). Placing goes through `placeByHand` (the scenario's
 * `placeShip`, facing her zone's heading); the parent shows the refusal. Used locally (DeployScreen) and online
 * (OnlineDeploy).
 */
import { useState } from 'react';
import { placeShip, zoneHeading, type BattlePlan } from '@salvo/scenarios';

/**
 * Places ship `ship` of `player` at `at`, facing the heading of the zone she lands in (its first zone when none):
 * null when placed, else the scenario's sentence (the ship stays where she was).
 */
export function placeByHand(plan: BattlePlan, player: number, ship: number, at: { x: number; y: number }): string | null {
  const p = plan.players[player];
  const s = p?.ships[ship];
  if (!p || !s) return 'No such ship.';
  const before = s.placement;
  const zone = p.side.deployment.zones.find((z) => at.x >= z.x && at.x <= z.x + z.width && at.y >= z.y && at.y <= z.y + z.height) ?? p.side.deployment.zones[0];
  const heading = zone ? zoneHeading(zone, plan.scenario.table) : 0;
  delete s.placement; // a ship moved within her zone must not collide with where she was
  const why = placeShip(plan, player, ship, { position: at, heading });
  if (why && before) s.placement = before;
  return why;
}

interface Props {
  readonly plan: BattlePlan;
  readonly player: number;
  /** Bumped by the parent whenever the plan changed. */
  readonly version: number;
  readonly onPlace: (ship: number, at: { x: number; y: number }) => void;
}

export function DeployShips({ plan, player, onPlace }: Props) {
  const [typed, setTyped] = useState<Record<string, { x: string; y: string }>>({});
  const ships = plan.players[player]?.ships ?? [];
  return (
    <ul className="deploy-ships">{ships.map((s, i) => {
      const t = typed[s.id] ?? { x: '', y: '' };
      return (
        <li key={s.id}>
          <span>{s.name} <span className="muted">({s.class})</span>: {s.placement ? `at (${s.placement.position.x}, ${s.placement.position.y}), heading ${s.placement.heading}°` : 'not placed'}</span>
          <form className="row" aria-label={`Place ${s.name}`} onSubmit={(e) => { e.preventDefault(); onPlace(i, { x: Number(t.x), y: Number(t.y) }); }}>
            <label>x <input inputMode="decimal" size={4} value={t.x} onChange={(e) => setTyped({ ...typed, [s.id]: { ...t, x: e.target.value } })} /></label>
            <label>y <input inputMode="decimal" size={4} value={t.y} onChange={(e) => setTyped({ ...typed, [s.id]: { ...t, y: e.target.value } })} /></label>
            <button type="submit">Place</button>
          </form>
        </li>
      );
    })}</ul>
  );
}
