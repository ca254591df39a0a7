/**
 * Mail errors: values with a stable code and one sentence for a player (never a stack trace).
 * Codes: ERR_MAIL_FORMAT (not a mail file), ERR_MAIL_DAMAGED (a mail file cut short or garbled), ERR_MAIL_VERSION (another format version or a newer engine),
 * ERR_MAIL_GAME (another game than the key or the caller expects), ERR_MAIL_SEAT (no such seat),
 * ERR_MAIL_PASSPHRASE (the key is not the seat's), ERR_MAIL_SEAL (a seal fails: changed after sending),
 * ERR_MAIL_DICE (a die not from the roller's key, or rolled by the wrong seat), ERR_MAIL_ORDERS (sealed orders
 * that do not match their commitment or cannot be revealed), ERR_MAIL_NOT_YOURS (an action that is not this
 * seat's now), ERR_MAIL_RULE (the rules refuse an action), ERR_MAIL_HIDDEN (a setup that hides information),
 * ERR_MAIL_SETUP (a setup that is not valid or not for two players), ERR_MAIL_BEHIND (an older file than yours).
 */
export interface MailError {
  readonly code: string;
  readonly message: string;
}

export const mailError = (code: string, message: string): MailError => ({ code, message });
