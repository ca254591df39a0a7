export * from './result';
export * from './rng';
export * from './chance';
export * from './geometry';
export * from './engine';
export * from './record';
