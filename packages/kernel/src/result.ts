/**
 * Errors as values. Every expected failure (bad setup, illegal action, bad file)
 * is a `RuleError` with a stable `code` (ERR_*), a `message` a player understands,
 * and optional structured `details`. Functions return `Result`; they throw only for bugs.
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
  /** Where in the input the problem is, e.g. `fleets[0].ships[2].class`. */
  readonly path?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export type Result<T, E = RuleError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

export function ruleError(
  code: string,
  message: string,
  extra: { path?: string; details?: Record<string, unknown> } = {},
): RuleError {
  return { code, message, ...extra };
}

/** A setup is judged whole: every problem is listed, each with its path. */
export interface SetupError {
  readonly code: 'ERR_SETUP';
  readonly message: string;
  readonly problems: readonly RuleError[];
}

export function setupError(problems: readonly RuleError[]): SetupError {
  const first = problems[0]?.message ?? 'unknown problem';
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return { code: 'ERR_SETUP', message: `The setup is not valid: ${first}${more}`, problems };
}
