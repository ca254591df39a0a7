export * from './schema';
export * from './fleet-list-names';
export * from './validate';
export * from './load';
export * from './coverage';
export * from './mounts';
