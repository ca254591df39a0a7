/**
 * "Play again" at the end of a game played in the page that the new-game form made (against the bot, hot-seat or table
 * mode): the same choices with a new seed, and against the bot also with the sides swapped. The finished game is
 * left as it is (its record can still be saved from the header before the button is pressed).
 */
import { useState } from 'react';
import { againOf, nextSeed, startLocal, type NewGame } from '../session/new-game';
import type { GameSession } from '../session/types';

export function PlayAgain({ session, onOpen }: { session: { readonly origin?: NewGame | undefined }; onOpen: (s: GameSession<unknown, unknown>) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const g = session.origin;
  if (!g || againOf(g, g.seed, false) === null) return null;
  const start = (swap: boolean): void => {
    const next = againOf(g, nextSeed(g.seed, Date.now()), swap);
    const s = next ? startLocal(next) : 'This game cannot be begun again here.';
    if (typeof s === 'string') setProblem(s);
    else onOpen(s as unknown as GameSession<unknown, unknown>);
  };
  return (
    <div className="row play-again">
      <button type="button" className="primary" onClick={() => start(false)}>Play again</button>
      {g.mode === 'bot' && <button type="button" onClick={() => start(true)}>Play again, sides swapped</button>}
      {problem && <p role="alert" className="error">{problem}</p>}
    </div>
  );
}
