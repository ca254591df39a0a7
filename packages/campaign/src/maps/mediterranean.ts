/** The Mediterranean, 1940-1943: Salvo's own design from the historical record (docs/campaigns.md). */
import type { CampaignMap } from './types';

export const MEDITERRANEAN: CampaignMap = {
  id: 'mediterranean',
  name: 'The Mediterranean, 1940-1943',
  salvoDesign: true,
  years: '1940-1943',
  targets: [
    { id: 'gibraltar', at: [-5.35, 36.14], name: 'Gibraltar', links: ['algiers', 'oran'], supplyLine: true, history: 'Force H\'s base from June 1940 and the gate to the Atlantic convoys.' },
    { id: 'oran', at: [-0.65, 35.72], name: 'Oran (Mers-el-Kebir)', links: ['gibraltar', 'algiers'], history: 'French fleet anchorage, bombarded by Force H on 3 July 1940.' },
    { id: 'toulon', at: [5.93, 43.12], name: 'Toulon', links: ['genoa', 'algiers'], homePort: 'French Navy', history: 'The French Navy\'s main Mediterranean base, where the fleet scuttled itself in November 1942.' },
    { id: 'algiers', at: [3.06, 36.75], name: 'Algiers', links: ['gibraltar', 'oran', 'toulon', 'bizerte'], history: 'Landing port of Operation Torch, November 1942.' },
    { id: 'genoa', at: [9.3, 44.2], name: 'Genoa and La Spezia', links: ['toulon', 'naples'], homePort: 'Kriegsmarine', history: 'La Spezia, the Kriegsmarine\'s Mediterranean U-boat and escort base from 1941; Genoa bombarded by Force H, February 1941.' },
    { id: 'naples', at: [14.27, 40.85], name: 'Naples', links: ['genoa', 'taranto', 'sicily'], history: 'Italian cruiser base and the convoy port for North Africa.' },
    { id: 'taranto', at: [17.24, 40.47], name: 'Taranto', links: ['naples', 'sicily', 'crete'], homePort: 'Italian Navy', history: 'The Regia Marina\'s main battle-fleet base, struck by Swordfish on 11-12 November 1940.' },
    { id: 'sicily', at: [15.55, 38.19], name: 'Sicilian Narrows (Messina)', links: ['naples', 'taranto', 'malta', 'bizerte'], history: 'The Strait of Sicily, the crossing of every Axis convoy to Tripoli.' },
    { id: 'bizerte', at: [9.87, 37.27], name: 'Bizerte', links: ['algiers', 'sicily', 'tripoli'], history: 'Tunisian naval base, the Axis bridgehead of 1942-1943.' },
    { id: 'malta', at: [14.51, 35.9], name: 'Malta', links: ['sicily', 'tripoli', 'alexandria'], history: 'The island fortress astride the Axis supply route; relieved by convoys such as Pedestal (August 1942).' },
    { id: 'tripoli', at: [13.18, 32.9], name: 'Tripoli', links: ['bizerte', 'malta', 'tobruk'], history: 'The main Axis supply port for Libya.' },
    { id: 'tobruk', at: [23.96, 32.08], name: 'Tobruk', links: ['tripoli', 'alexandria', 'crete'], history: 'Besieged port supplied by the Inshore Squadron, April-December 1941.' },
    { id: 'crete', at: [24.07, 35.49], name: 'Crete (Souda Bay)', links: ['taranto', 'tobruk', 'alexandria'], history: 'Fleet anchorage lost in May 1941; Cape Matapan was fought south of it in March 1941.' },
    { id: 'alexandria', at: [29.92, 31.2], name: 'Alexandria', links: ['malta', 'tobruk', 'crete', 'suez'], homePort: 'Royal Navy', history: 'The Mediterranean Fleet\'s main base throughout the war.' },
    { id: 'suez', at: [32.55, 29.97], name: 'Suez Canal', links: ['alexandria'], supplyLine: true, history: 'The route round the Cape and through the Red Sea that fed the Middle East.' },
  ],
};
