/**
 * One bench case alone, for `node --cpu-prof` (a profile of `npm run bench` mixes the cases):
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile.ts attacks|playouts|raw [ms]
 * Prints the case's rate; the profile is written by Node on exit.
 */
import { benchRawAttacks } from './raw';
import { benchPlayouts, benchSetup } from './playouts';
import { benchEngineAttacks } from './vas-attack';

const which = process.argv[2] ?? 'attacks';
const ms = Number(process.argv[3] ?? 3000) || 3000;
const r = which === 'playouts' ? benchPlayouts(ms, benchSetup) : which === 'raw' ? benchRawAttacks(ms) : benchEngineAttacks(ms);
process.stdout.write(`${which}: ${r.perSecond.toFixed(1)}/s (checksum ${r.checksum})\n`);
