/** The War at Sea rule registry's titles by id (packages/was rules.ts), for the log's rule references. */
import { RULES } from '@salvo/was';

const TITLES = new Map(RULES.map((r) => [r.id, r.title]));

/** The title of the rule `id`, or undefined for an id the registry does not hold. */
export const wasRuleTitle = (id: string): string | undefined => TITLES.get(id);
