export * from './result';
export * from './rng';
export * from './d6';
export * from './chance';
export * from './geometry';
export * from './engine';
export * from './record';
export * from './show';
