/** Where each sea area and port sits on the drawn map (SVG units, viewBox 1200 x 780): Salvo's own layout. */
export interface Box { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

export const MAP_W = 1200;
export const MAP_H = 780;

export const LAYOUT: Readonly<Record<string, Box>> = {
  'north-atlantic': { x: 200, y: 30, w: 280, h: 210 },
  'barents-sea': { x: 700, y: 20, w: 270, h: 190 },
  'north-sea': { x: 700, y: 260, w: 270, h: 200 },
  'baltic-sea': { x: 1000, y: 380, w: 190, h: 170 },
  'south-atlantic': { x: 200, y: 440, w: 280, h: 210 },
  mediterranean: { x: 520, y: 560, w: 280, h: 200 },
  usa: { x: 10, y: 40, w: 170, h: 150 },
  england: { x: 492, y: 250, w: 200, h: 300 },
  france: { x: 10, y: 300, w: 170, h: 160 },
  neutral: { x: 10, y: 560, w: 170, h: 120 },
  russia: { x: 1000, y: 20, w: 190, h: 150 },
  germany: { x: 1000, y: 190, w: 190, h: 170 },
  leningrad: { x: 1000, y: 570, w: 190, h: 110 },
  italy: { x: 815, y: 560, w: 175, h: 105 },
  malta: { x: 815, y: 672, w: 175, h: 104 },
};

export const centre = (b: Box): { x: number; y: number } => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
