/**
 * VAS-NF-OPTIONS: the variant and its optional parts are named in `options.variants`; the variant
 * needs `night: true`, and a part needs the variant. Unknown names are refused.
 */
import { ruleError, type RuleError } from '@salvo/kernel';

export const NIGHT_VARIANTS = ['night-fighting', 'night-fighting:starshell-scatter', 'night-fighting:friendly-fire', 'night-fighting:national'] as const;

export function nightOptionProblems(variants: readonly string[], night: boolean): RuleError[] {
  const out: RuleError[] = [];
  variants.forEach((v, i) => {
    const path = `options.variants[${i}]`;
    if (!(NIGHT_VARIANTS as readonly string[]).includes(v)) {
      out.push(ruleError('ERR_UNKNOWN_VARIANT', `There is no variant "${v}"; the variants are ${NIGHT_VARIANTS.map((n) => `"${n}"`).join(', ')}.`, { path }));
    } else if (v !== 'night-fighting' && !variants.includes('night-fighting')) {
      out.push(ruleError('ERR_VARIANT_PART_ALONE', `"${v}" is an optional part of the night-fighting variant: add "night-fighting" too.`, { path }));
    } else if (v === 'night-fighting' && !night) {
      out.push(ruleError('ERR_VARIANT_NEEDS_NIGHT', 'The night-fighting variant is for battles at night: set "night": true.', { path }));
    }
  });
  return out;
}
