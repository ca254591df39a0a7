import { launch, shot } from './browser';
import { playVasDecision, settled, startGame } from './drive';
const h = await launch();
const { page } = h;
page.on('pageerror', (e) => console.log('pageerror:', e.message));
try {
  await startGame(page, h.url, { game: 'vas', mode: 'bot', bot: 'normal', seed: '5' });
  for (let i = 0; i < 70; i++) {
    const s = await settled(page);
    if (s === 'over') break;
    if (i === 5 || i === 25 || i === 50) await shot(page, `tour-${i}`, false);
    await playVasDecision(page);
    await page.waitForTimeout(30);
  }
  await shot(page, 'tour-end', false);
  await shot(page, 'tour-end-full', true);
} finally { await h.close(); }
