/** The Victory at Sea rule registry's titles by id (packages/vas rules.ts), for the log's rule references. */
import { RULES } from '@salvo/vas';

const TITLES = new Map(RULES.map((r) => [r.id, r.title]));

/** The title of the rule `id`, or undefined for an id the registry does not hold. */
export const vasRuleTitle = (id: string): string | undefined => TITLES.get(id);
