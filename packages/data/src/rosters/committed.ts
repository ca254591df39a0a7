/**
 * The committed, generated roster files (packages/data/rosters/*.json) as parsed JSON, keyed by file name.
 * Validated by the catalog when it is built.
 */
import civilian from '../../rosters/civilian.json';
import frenchNavy from '../../rosters/french-navy.json';
import ijn from '../../rosters/ijn.json';
import italianNavy from '../../rosters/italian-navy.json';
import kriegsmarine from '../../rosters/kriegsmarine.json';
import royalNavy from '../../rosters/royal-navy.json';
import usNavy from '../../rosters/us-navy.json';

export const COMMITTED_ROSTER_FILES: Readonly<Record<string, unknown>> = {
  'royal-navy.json': royalNavy,
  'kriegsmarine.json': kriegsmarine,
  'us-navy.json': usNavy,
  'ijn.json': ijn,
  'italian-navy.json': italianNavy,
  'french-navy.json': frenchNavy,
  'civilian.json': civilian,
};
