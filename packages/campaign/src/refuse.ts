/** Refusals: a RuleError whose sentence names the rule (details.rule), as every campaign command gives. */
import { err, ruleError, type Result, type RuleError } from '@salvo/kernel';

export function refusal(rule: string, code: string, sentence: string, path?: string): RuleError {
  return ruleError(code, `${sentence} (${rule})`, { ...(path === undefined ? {} : { path }), details: { rule } });
}

export const refuse = (rule: string, code: string, sentence: string, path?: string): Result<never, RuleError> =>
  err(refusal(rule, code, sentence, path));
