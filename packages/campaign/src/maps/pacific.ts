/** The Pacific, 1941-1944: Salvo's own design from the historical record (docs/campaigns.md). */
import type { CampaignMap } from './types';

export const PACIFIC: CampaignMap = {
  id: 'pacific',
  name: 'The Pacific, 1941-1944',
  salvoDesign: true,
  years: '1941-1944',
  targets: [
    { id: 'pearl-harbor', at: [202.05, 21.35], name: 'Pearl Harbor', links: ['midway', 'johnston'], homePort: 'US Navy', history: 'The Pacific Fleet\'s base, attacked on 7 December 1941.' },
    { id: 'midway', at: [182.63, 28.21], name: 'Midway', links: ['pearl-harbor', 'wake'], history: 'Atoll whose defence in June 1942 cost the Kido Butai four carriers.' },
    { id: 'johnston', at: [190.48, 16.73], name: 'Johnston and the Line Islands', links: ['pearl-harbor', 'kwajalein', 'noumea'], history: 'Outposts on the ferry route from Hawaii to the South Pacific.' },
    { id: 'wake', at: [166.61, 19.28], name: 'Wake Island', links: ['midway', 'kwajalein', 'saipan'], history: 'Taken by Japan on 23 December 1941 after a first landing was beaten off.' },
    { id: 'kwajalein', at: [167.73, 8.72], name: 'Kwajalein', links: ['wake', 'johnston', 'truk'], history: 'Japanese fleet anchorage in the Marshalls, taken in February 1944.' },
    { id: 'saipan', at: [145.75, 15.18], name: 'Saipan', links: ['wake', 'truk', 'manila'], history: 'Marianas base whose invasion brought on the Battle of the Philippine Sea, June 1944.' },
    { id: 'truk', at: [151.85, 7.42], name: 'Truk', links: ['kwajalein', 'saipan', 'rabaul'], homePort: 'Imperial Japanese Navy', history: 'The Combined Fleet\'s forward anchorage, 1942-1944.' },
    { id: 'rabaul', at: [152.18, -4.2], name: 'Rabaul', links: ['truk', 'guadalcanal', 'port-moresby'], history: 'Japan\'s main South Pacific base from January 1942.' },
    { id: 'guadalcanal', at: [160.0, -9.43], name: 'Guadalcanal', links: ['rabaul', 'espiritu-santo'], history: 'Fought over from August 1942 to February 1943; Savo Island and the naval battles of November 1942.' },
    { id: 'espiritu-santo', at: [167.17, -15.52], name: 'Espiritu Santo', links: ['guadalcanal', 'noumea'], history: 'US forward base for the Solomons campaign.' },
    { id: 'noumea', at: [166.45, -22.27], name: 'Noumea', links: ['espiritu-santo', 'johnston', 'port-moresby'], supplyLine: true, history: 'South Pacific headquarters on the sea route from the United States to Australia.' },
    { id: 'port-moresby', at: [147.18, -9.44], name: 'Port Moresby', links: ['rabaul', 'noumea', 'darwin'], history: 'The objective of the Japanese thrust turned back at the Coral Sea, May 1942.' },
    { id: 'darwin', at: [130.84, -12.46], name: 'Darwin', links: ['port-moresby', 'palembang'], history: 'Australian port raided by carrier aircraft on 19 February 1942.' },
    { id: 'palembang', at: [104.75, -2.99], name: 'Palembang', links: ['darwin', 'singapore'], supplyLine: true, history: 'Sumatran oil refineries, the reason for Japan\'s southern advance.' },
    { id: 'singapore', at: [103.82, 1.29], name: 'Singapore', links: ['palembang', 'manila'], homePort: 'Royal Navy', history: 'Base of Force Z, whose Prince of Wales and Repulse were sunk on 10 December 1941.' },
    { id: 'manila', at: [120.97, 14.6], name: 'Manila Bay', links: ['singapore', 'saipan'], history: 'Asiatic Fleet base, lost in 1942; Leyte Gulf was fought nearby in October 1944.' },
  ],
};
