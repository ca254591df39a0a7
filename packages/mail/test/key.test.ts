/** Keys from passphrases, and the package's purity (property 8). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailKey } from '../src/index';

describe('mail keys', () => {
  it('SALVO-MAIL-KEY: the same passphrase, game and seat give the same key on any machine; another game, seat or passphrase another key', () => {
    const a = mailKey('correct horse', 'g1', 'allies');
    expect(mailKey('correct horse', 'g1', 'allies').publicKey).toBe(a.publicKey);
    expect(a.publicKey).toMatch(/^[0-9a-f]{192}$/);
    const others = [mailKey('correct horse', 'g2', 'allies'), mailKey('correct horse', 'g1', 'axis'), mailKey('correct horsf', 'g1', 'allies')];
    for (const o of others) expect(o.publicKey).not.toBe(a.publicKey);
    expect(JSON.stringify(a)).not.toContain('correct horse');
  });

  it('the package does no I/O and reads no clock nor Math.random', () => {
    const dir = join(import.meta.dirname, '../src');
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const text = readFileSync(join(dir, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      expect(text, f).not.toMatch(/from 'node:|Math\.random|Date\.now|new Date\(|performance\.now|process\./);
    }
  });
});
