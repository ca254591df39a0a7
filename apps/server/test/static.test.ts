/** The web client's build is served when present; without it the server still works and says so at `/`. */
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, testServer } from './support';

describe('the web client build', () => {
  it('is served from its dist folder when present, and the API works without it', async () => {
    const tmp = tempDir();
    const dist = join(tmp.dir, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Salvo web</title>');
    const withWeb = await testServer(join(tmp.dir, 'a.sqlite'), { webDist: dist });
    const without = await testServer(join(tmp.dir, 'b.sqlite'));
    try {
      expect(withWeb.web).toBe(true);
      expect(await (await fetch(`${withWeb.url}/`)).text()).toContain('Salvo web');
      expect(without.web).toBe(false);
      const root = await fetch(`${without.url}/`);
      expect(root.status).toBe(200);
      expect(await root.text()).toContain('not built');
      expect((await fetch(`${without.url}/api/health`)).status).toBe(200);
    } finally {
      await withWeb.close();
      await without.close();
      tmp.done();
    }
  });
});
