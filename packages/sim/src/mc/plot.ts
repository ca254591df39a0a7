/**
 * The plots of a run as one SVG, drawn by @observablehq/plot on a linkedom document (no browser):
 * the turn the battle was decided, and each ship's P(sunk) with its 95% interval.
 */
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import type { SimReport } from './report';

export function plotSvg(r: SimReport): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  // Plot takes a DOM Document; linkedom's is one (the DOM lib types are not in this Node project)
  const doc = document as unknown as NonNullable<Plot.PlotOptions['document']>;
  const turns = Object.entries(r.turns.histogram).map(([t, k]) => ({ turn: Number(t), games: k }));
  const ships = r.ships.map((s) => ({ ship: s.name, p: s.sunk.p, lo: s.sunk.ci95[0], hi: s.sunk.ci95[1] }));
  const a = Plot.plot({
    document: doc, width: 640, height: 260, marginLeft: 50, x: { label: 'turn decided' }, y: { label: 'games', grid: true },
    marks: [Plot.barY(turns, { x: 'turn', y: 'games', fill: 'steelblue' }), Plot.ruleY([0])],
  });
  const b = Plot.plot({
    document: doc, width: 640, height: 40 + 30 * ships.length, marginLeft: 160, x: { label: 'P(sunk), 95% interval', domain: [0, 1], grid: true },
    marks: [Plot.barX(ships, { y: 'ship', x: 'p', fill: 'firebrick' }), Plot.ruleY(ships, { y: 'ship', x1: 'lo', x2: 'hi', stroke: 'black' })],
  });
  const inner = [a, b].map((el, i) => (el as unknown as { outerHTML: string }).outerHTML.replace('<svg', `<svg y="${i === 0 ? 0 : 270}"`));
  const height = 280 + 40 + 30 * ships.length;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="${height}" viewBox="0 0 640 ${height}">${inner.join('')}</svg>\n`;
}
