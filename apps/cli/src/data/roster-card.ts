/** Text and JSON forms of a roster, as printed by `salvo ships show`. */
import type { AircraftRoster, ShipRoster, WeaponRoster } from '@salvo/data';

const pad = (s: string | number, n: number): string => String(s).padEnd(n);
const lpad = (s: string | number, n: number): string => String(s).padStart(n);

function weaponLines(weapons: readonly WeaponRoster[]): string[] {
  if (weapons.length === 0) return ['Weapons: none'];
  const w = weapons.reduce((m, x) => Math.max(m, x.name.length + 2), 20);
  const lines = [`${pad('Weapon', w)}${lpad('Range', 5)}${lpad('AD', 4)}${lpad('DD', 4)}  Special`];
  for (const x of weapons) {
    lines.push(`${pad(x.name, w)}${lpad(x.range, 5)}${lpad(x.ad, 4)}${lpad(x.dd ?? '-', 4)}  ${x.traits.join(', ') || '-'}`);
  }
  return lines;
}

export function shipCard(r: ShipRoster): string[] {
  const sub = r.submergedSpeed !== undefined ? ` (submerged ${r.submergedSpeed})` : '';
  return [
    // Civilian ships are bought with civilian ship points, not by Priority Level: their card shows no level.
    `${r.class} class: ${r.nation === 'Civilian' ? 'civilian ship' : `${r.nation} ${r.type}, Priority Level ${r.priority}`}, In Service ${r.inService}${r.origin ? ` [${r.origin}]` : ''}`,
    `Speed ${r.speed}${sub}   Turning ${r.turning}   Target ${r.target}+   Armour ${r.armour}+`,
    `Damage ${r.damage[0]}/${r.damage[1]}   Crew ${r.crew[0]}/${r.crew[1]}   Command 4 (default)`,
    `Traits: ${r.traits.join(', ') || 'none'}${r.civilianCost !== undefined ? `   Cost: ${r.civilianCost} civilian ship point${r.civilianCost === 1 ? '' : 's'}` : ''}`,
    ...weaponLines(r.weapons),
  ];
}

export function aircraftCard(a: AircraftRoster): string[] {
  return [
    `${a.name}: ${a.nation} ${a.type}, Priority Level ${a.priority} (squadron of ${a.flights} flights), In Service ${a.inService}${a.origin ? ` [${a.origin}]` : ''}`,
    `Speed ${a.speed}   Target ${a.target}+   Dodge ${a.dodge}+   Dogfight ${a.dogfight === null ? 'destroyed automatically' : `+${a.dogfight}`}   Damage ${a.damage}`,
    `Carrier-capable: ${a.carrierCapable ? 'yes' : 'no'}`,
    ...weaponLines(a.weapons),
  ];
}

/**
 * The roster as JSON, in card order; a valid entry of a roster file (so it can be edited and loaded back). A class a
 * roster file added (`isNew`) keeps its `"new": true`, so that it loads back as an added class.
 */
export function shipJson(r: ShipRoster, isNew = false): Record<string, unknown> {
  return {
    class: r.class, ...(isNew ? { new: true } : {}), nation: r.nation, priority: r.priority, speed: r.speed,
    ...(r.submergedSpeed !== undefined ? { submergedSpeed: r.submergedSpeed } : {}),
    turning: r.turning, target: r.target, armour: r.armour, damage: [...r.damage], crew: [...r.crew],
    traits: [...r.traits],
    weapons: r.weapons.map((w) => ({ name: w.name, range: w.range, ad: w.ad, dd: w.dd, traits: [...w.traits], kind: w.kind, ...(w.mount ? { mount: w.mount } : {}) })),
    type: r.type, inService: r.inService,
    ...(r.civilianCost !== undefined ? { civilianCost: r.civilianCost } : {}),
    ...(r.origin ? { origin: r.origin } : {}),
  };
}
