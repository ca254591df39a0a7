/**
 * The battle conditions the playout tests cycle through (by seed): day, core night, the night-fighting
 * variant with every optional part, Bad Weather, night in Bad Weather, and radar by day.
 */
import type { VasOptions } from '../src';

export const CONDITIONS: readonly VasOptions[] = [
  {},
  { night: true },
  { night: true, variants: ['night-fighting', 'night-fighting:starshell-scatter', 'night-fighting:friendly-fire', 'night-fighting:national'] },
  { weather: 'bad' },
  { night: true, weather: 'bad' },
  { radar: true },
  { night: true, variants: ['night-fighting'], radar: false },
];
