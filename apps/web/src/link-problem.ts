/**
 * What a player reads when an invite or spectator link does not open its game: what happened and what
 * to do, in a sentence. The server's own words (e.g. "The message is not of the expected form") are
 * not for players: only the client's own "not complete" sentence is kept, as it says what is wrong.
 */
export function linkProblem(kind: 'invite' | 'spectator', why: string): string {
  const cut = /not complete/.test(why) ? ' It looks cut short: copy the whole link, including everything after the "#".' : ' It may be mistyped or cut short, or its game may be over or removed.';
  return `This ${kind} link did not open a game.${cut} Ask the other player to send the link again, or start a game of your own below.`;
}
