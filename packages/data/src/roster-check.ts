/**
 * The one check of a single ship roster given as untrusted JSON (issue 7 item 17): a setup's inline
 * roster, a saved state's roster and a `--rosters` file all go through `shipRosterSchema` with the
 * same bounds (`ROSTER_LIMITS`, whole numbers in printed ranges), so no roster that one reader
 * refuses is accepted by another. Each problem names the field and what is wrong with it.
 */
import { issueSentence, type FieldSentence } from './rosters/issue-sentence';
import { shipRosterSchema } from './rosters/schema';

export type { FieldSentence };

/** Every problem with one ship roster (empty when it is valid). */
export function shipRosterProblems(raw: unknown): FieldSentence[] {
  const r = shipRosterSchema.safeParse(raw);
  return r.success ? [] : r.error.issues.flatMap((issue) => issueSentence(issue, raw));
}
