export * from './roster-types';
export * from './catalog';
export * from './was';
export * from './model';
export * from './rosters/parse';
export * from './rosters/schema';
export * from './rosters/official';
export { RULES as DATA_RULES, type RuleEntry as DataRuleEntry } from './rules';
export * from './fleet';
