/**
 * The claims of the ranking test (docs/ship-model.md, "The ranking test from history"). Each names its
 * tolerance and where the history comes from; the figures behind each are in the cited spec entries.
 */
import type { ShipRoster } from '../roster-types';
import { close, firepower, greater, group, protection, torpedoReach, torpedoSalvo, type Claim } from './ranking';

const speed = (r: ShipRoster): number => r.speed;
const damage = (r: ShipRoster): number => r.damage[0];
const submerged = (r: ShipRoster): number => r.submergedSpeed ?? 0;
const SPECS = 'the cited class articles (packages/data/specs)';

export const TREATY_CRUISERS = ['Aoba', 'Furutaka', 'Takao', 'Mogami', 'Trento', 'Zara', 'Algerie', 'Duquesne', 'Suffren', 'Norfolk', 'Pensacola', 'Portland', 'New Orleans'] as const;
export const LARGE_LIGHT_CRUISERS = ['Southampton', 'Gloucester', 'Edinburgh', 'Fiji', 'Brooklyn'] as const;
export const EARLY_LIGHT_CRUISERS = ['Leander', 'Perth', 'La Galissonniere', 'Emile Bertin', 'K'] as const;

export const RANKING_CLAIMS: readonly Claim[] = [
  { claim: 'Yamato out-guns Iowa (nine 18.1 in against nine 16 in)', tolerance: 'strictly greater', source: 'issue 7; Yamato and Iowa class articles', check: greater('firepower', 'Yamato', 'Iowa', firepower) },
  { claim: 'Yamato out-armours Iowa (410 mm belt against 307 mm)', tolerance: 'strictly greater', source: 'issue 7; class articles', check: greater('hits of a 15 in gun to sink', 'Yamato', 'Iowa', protection) },
  { claim: 'Iowa is faster than Yamato (33 kn against 27)', tolerance: 'strictly greater Speed', source: 'issue 7; class articles', check: greater('Speed', 'Iowa', 'Yamato', speed) },
  { claim: "Bismarck and King George V are close in firepower (KGV's broadside about 13% heavier)", tolerance: 'within 30%', source: 'issue 7; 8 × 800 kg against 10 × 721 kg shells, class articles', check: close('firepower', 'King George V', 'Bismarck', firepower, 0.3) },
  { claim: 'King George V does not out-gun Iowa', tolerance: 'Iowa strictly greater', source: 'issue 7', check: greater('firepower', 'Iowa', 'King George V', firepower) },
  { claim: 'Hood is less protected than King George V (305 mm belt and 76 mm deck against 374 and 152)', tolerance: 'strictly greater', source: 'issue 7; Denmark Strait, 24 May 1941', check: greater('hits of a 15 in gun to sink', 'King George V', 'Hood', protection) },
  { claim: 'Bismarck is better protected than Hood', tolerance: 'strictly greater', source: 'Denmark Strait, 24 May 1941; class articles', check: greater('hits of a 15 in gun to sink', 'Bismarck', 'Hood', protection) },
  { claim: "A Fletcher's torpedo salvo is heavier than a Clemson's (ten centreline tubes against six of twelve side tubes bearing)", tolerance: 'strictly greater', source: 'issue 7; Fletcher and Clemson class articles', check: greater('torpedo salvo', 'Fletcher', 'Clemson', torpedoSalvo) },
  { claim: "Kagero's Long Lances outrange every other navy's torpedoes", tolerance: 'strictly greater reach than every non-Japanese ship', source: "issue 7; the rules' Long Lance national rule (20 in)", check: (ship, all) => {
    const kagero = torpedoReach(ship('Kagero'));
    const others = Math.max(...all.filter((r) => r.nation !== 'Imperial Japanese Navy').map(torpedoReach));
    return { ok: kagero > others, measured: `torpedo reach: Kagero ${kagero} in, best of the other navies ${others} in` };
  } },
  { claim: 'The Washington-treaty 8 in cruisers are close in Damage (Takao and Mogami grew well past the treaty in their refits)', tolerance: 'each within 20% of the group median', source: `issue 7; ${SPECS}`, check: group('Damage', TREATY_CRUISERS, damage, 0.2) },
  { claim: 'The large 6 in cruisers of the late 1930s are close in Damage', tolerance: 'each within 15% of the group median', source: `issue 7; ${SPECS}`, check: group('Damage', LARGE_LIGHT_CRUISERS, damage, 0.15) },
  { claim: 'The 6 in light cruisers of the early 1930s are close in Damage', tolerance: 'each within 15% of the group median', source: `issue 7; ${SPECS}`, check: group('Damage', EARLY_LIGHT_CRUISERS, damage, 0.15) },
  { claim: 'Nelson (nine 16 in) out-guns King George V (ten 14 in): Rodney did most of the damage to Bismarck', tolerance: 'strictly greater', source: 'the final action of 27 May 1941 (Konstam, Torpedo; battleshipbismarck.info)', check: greater('firepower', 'Nelson', 'King George V', firepower) },
  { claim: 'King George V is faster than Nelson (28 kn against 23)', tolerance: 'strictly greater Speed', source: SPECS, check: greater('Speed', 'King George V', 'Nelson', speed) },
  { claim: 'King George V out-guns Scharnhorst (North Cape, 26 December 1943)', tolerance: 'strictly greater', source: 'Scharnhorst and King George V class articles', check: greater('firepower', 'King George V', 'Scharnhorst', firepower) },
  { claim: 'Scharnhorst is faster than King George V (she outran Duke of York until hit)', tolerance: 'strictly greater Speed', source: 'North Cape; class articles', check: greater('Speed', 'Scharnhorst', 'King George V', speed) },
  { claim: 'Deutschland out-guns York (Graf Spee against Exeter at the River Plate)', tolerance: 'strictly greater', source: 'River Plate, 13 December 1939; class articles', check: greater('firepower', 'Deutschland', 'York', firepower) },
  { claim: 'Leander is faster than Deutschland (32.5 kn against 28.5)', tolerance: 'strictly greater Speed', source: 'River Plate; class articles', check: greater('Speed', 'Leander', 'Deutschland', speed) },
  { claim: 'Kongo, the rebuilt battlecruiser, is faster than Nagato (30 kn against 25)', tolerance: 'strictly greater Speed', source: SPECS, check: greater('Speed', 'Kongo', 'Nagato', speed) },
  { claim: 'Nagato out-guns Kongo (16 in against 14 in)', tolerance: 'strictly greater', source: SPECS, check: greater('firepower', 'Nagato', 'Kongo', firepower) },
  { claim: 'The Type XXI is faster submerged than the Type VII (17 kn against 7.6)', tolerance: 'strictly greater submerged Speed', source: 'Type XXI and Type VII class articles', check: greater('submerged Speed', 'Type-XXI', 'Type-VII', submerged) },
  { claim: 'Every battleship outlasts every cruiser', tolerance: 'smallest battleship Damage above the largest cruiser Damage', source: SPECS, check: (_ship, all) => {
    const bb = Math.min(...all.filter((r) => r.type === 'battleship').map(damage));
    const ca = Math.max(...all.filter((r) => r.type.includes('cruiser') && r.type !== 'battlecruiser').map(damage));
    return { ok: bb > ca, measured: `Damage: smallest battleship ${bb}, largest cruiser ${ca}` };
  } },
];
