/** The player id the CLI observes with when it shows a game to a spectator. */
export const SPECTATOR = 'spectator';
