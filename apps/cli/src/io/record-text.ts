/**
 * Text of a game record as saved: ordinary JSON, with the setup indented and one action per line
 * so that records diff well and stay readable.
 */
import type { GameRecord } from '@salvo/kernel';

export function recordText(rec: GameRecord): string {
  const lines = ['{'];
  lines.push(`  "format": ${JSON.stringify(rec.format)},`);
  lines.push(`  "version": ${JSON.stringify(rec.version)},`);
  lines.push(`  "game": ${JSON.stringify(rec.game)},`);
  lines.push(`  "engineVersion": ${JSON.stringify(rec.engineVersion)},`);
  if (rec.meta) lines.push(`  "meta": ${JSON.stringify(rec.meta)},`);
  lines.push(`  "setup": ${JSON.stringify(rec.setup, null, 2).replace(/\n/g, '\n  ')},`);
  if (rec.actions.length === 0) lines.push('  "actions": []');
  else {
    lines.push('  "actions": [');
    rec.actions.forEach((a, i) => lines.push(`    ${JSON.stringify(a)}${i < rec.actions.length - 1 ? ',' : ''}`));
    lines.push('  ]');
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}
