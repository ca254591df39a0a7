/** The repository root, found from this file's location (apps/cli/src/io -> root). */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export function repoRoot(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
}
