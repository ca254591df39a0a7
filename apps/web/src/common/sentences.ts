/**
 * Texts read one after another as sentences (the announcer, chat announcements): each ends with its own full stop,
 * question or exclamation mark, or is given a full stop; never two ("concedes the battle.. HMS Valiant leaves").
 */
export function asSentences(texts: readonly string[]): string {
  return texts
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .map((t) => (/[.!?…]["')\]]*$/.test(t) ? t : `${t}.`))
    .join(' ');
}
