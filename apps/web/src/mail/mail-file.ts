/**
 * What the page reads of a parsed mail file (@salvo/mail's `MailFile`, docs/mail.md): its header and its engine
 * actions in order. Read through here so the views never touch the file's seals, proofs or sealed orders (whose
 * ciphertext is never decoded but by its own seat, inside the mail package).
 */
import { mailEngine, type MailEntry, type MailFile } from '@salvo/mail';

export type Action = { readonly type: string };

/** The engine action an entry applies (a decision, dice, revealed orders), or null (a join, sealed orders). */
export function entryAction(file: MailFile, e: MailEntry): Action | null {
  if (e.kind === 'act' || e.kind === 'reveal') return e.action as Action;
  if (e.kind === 'roll') return mailEngine(file.game).diceAction(e.dice);
  return null;
}

/** The actions applied so far, in order (the dice among them): the game's record. */
export function fileActions(file: MailFile): Action[] {
  return file.log.map((e) => entryAction(file, e)).filter((a): a is Action => a !== null);
}
