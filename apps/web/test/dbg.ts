import { launch, shot, axeViolations } from './browser';
import { playVasDecision, settled, startGame } from './drive';
const h = await launch();
const { page } = h;
page.on('pageerror', (e) => console.log('pageerror:', e.message, e.stack?.split('\n').slice(0,5).join('\n')));
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 500)); });
try {
  await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '9' });
  console.log(await axeViolations(page));
  for (let i = 0; i < 30; i++) {
    const s = await Promise.race([settled(page), new Promise((r) => setTimeout(() => r('timeout'), 5000))]);
    console.log(i, s);
    if (s !== 'decision') break;
    await playVasDecision(page);
  }
  await shot(page, 'dbg');
} finally { await h.close(); }
