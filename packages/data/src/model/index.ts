export * from './calibration';
export * from './hull';
export * from './weapons';
export * from './traits';
export * from './derive-ship';
export * from './aircraft';
export * from './civilian';
export * from './generate';
