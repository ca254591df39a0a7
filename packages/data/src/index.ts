export * from './roster-types';
export * from './catalog';
