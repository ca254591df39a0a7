/**
 * Where each sea area and port sits on the drawn map (SVG units, viewBox MAP_W x MAP_H): Salvo's own layout.
 * The map is drawn at no less than one CSS pixel per unit (style.css gives it min-width MAP_W px and the
 * board scrolls on a narrow screen), so the font sizes in style.css are at least their size on screen.
 * Five columns: western ports, western sea areas, England, eastern sea areas, eastern places.
 */
export interface Box { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

export const MAP_W = 860;
export const MAP_H = 860;

export const LAYOUT: Readonly<Record<string, Box>> = {
  usa: { x: 5, y: 20, w: 150, h: 210 },
  france: { x: 5, y: 300, w: 150, h: 230 },
  neutral: { x: 5, y: 640, w: 150, h: 170 },
  'north-atlantic': { x: 160, y: 10, w: 195, h: 320 },
  'south-atlantic': { x: 160, y: 500, w: 195, h: 320 },
  england: { x: 360, y: 170, w: 150, h: 450 },
  malta: { x: 360, y: 680, w: 150, h: 170 },
  'barents-sea': { x: 515, y: 10, w: 195, h: 230 },
  'north-sea': { x: 515, y: 250, w: 195, h: 290 },
  mediterranean: { x: 515, y: 570, w: 195, h: 280 },
  russia: { x: 715, y: 10, w: 140, h: 140 },
  germany: { x: 715, y: 160, w: 140, h: 220 },
  'baltic-sea': { x: 715, y: 390, w: 140, h: 200 },
  leningrad: { x: 715, y: 600, w: 140, h: 120 },
  italy: { x: 715, y: 730, w: 140, h: 120 },
};

export const centre = (b: Box): { x: number; y: number } => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
