/**
 * Misuse of the OpenSpiel-shaped API (an action id that is not legal here, a player number out of range,
 * bad game parameters) throws `SpielError`, as OpenSpiel raises `SpielFatalError`: the engines below return
 * errors as values, and this layer turns the ones a caller caused into an exception with the same stable
 * code and sentence. `salvo spiel` sends them back as `{ ok: false, error: { code, message } }`.
 */
export class SpielError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SpielError';
  }
}

export const spielFail = (code: string, message: string): never => {
  throw new SpielError(code, message);
};

/** Why a game has no observation tensor, as ERR_SPIEL_NO_TENSOR says it. */
export const NO_TENSOR = (game: string): string =>
  `${game} has no observation tensor: its table is continuous (positions in inches, headings in degrees, a varying number of ships and flights), so a fixed-size encoding is a choice your study should make; build it from observationString.`;
