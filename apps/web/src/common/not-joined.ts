/**
 * Online, while the seats that must act include a person's seat whose invite nobody has claimed yet: what the page
 * says instead of "is deciding" (which would have the player wait for someone who is not there). Null otherwise.
 */
export function notJoinedText(session: { joined?(seat: string): boolean; invite?: string | undefined }, seats: readonly string[], names: string): string | null {
  if (!session.joined || seats.every((s) => session.joined?.(s) !== false)) return null;
  return session.invite
    ? `${names} has not joined yet: send the other player the invite link above.`
    : `Waiting for ${names} to join the game.`;
}
