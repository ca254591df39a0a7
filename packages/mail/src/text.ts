/**
 * The file's text: JSON, the header fields one per line and each log entry on a line of its own, so a file
 * reads and diffs by entry. Seals cover canonical JSON (bytes.ts), not this layout.
 */
import { headerOf } from './chain';
import type { MailFile } from './types';

export function fileText(f: MailFile): string {
  const h = headerOf(f);
  const head = Object.entries(h).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v, null, k === 'setup' ? 2 : undefined).replace(/\n/g, '\n  ')}`);
  const log = f.log.length === 0 ? '  "log": []' : `  "log": [\n${f.log.map((e) => `    ${JSON.stringify(e)}`).join(',\n')}\n  ]`;
  const seals = `  "seals": ${JSON.stringify(f.seals)}`;
  return `{\n${[...head, log, seals].join(',\n')}\n}\n`;
}
