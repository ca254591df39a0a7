/**
 * The rematch of a finished online game (Salvo's own; docs/server.md "Rematch"), not in a war's battle on the table
 * (its war goes on instead). The first player to ask makes the same battle again with the sides swapped and a new
 * seed; the other is told, and joins with one click. This browser's seat in the rematch, once taken, is simply opened
 * again. A spectator is offered nothing until a player asks, then to watch the rematch.
 */
import { useState } from 'react';
import type { GameSession } from '../session/types';
import { myGames } from '../session/my-games';

interface Props {
  readonly session: Pick<GameSession<unknown, unknown>, 'mode' | 'spectator' | 'back' | 'seat' | 'seatName' | 'openRematch'>;
  /** The rematch the server told of, if any (the snapshot's `rematch`). */
  readonly rematch: string | undefined;
  /** The players' seats, to name the side this player takes. */
  readonly seats: readonly string[];
  readonly onOpen: (s: GameSession<unknown, unknown>) => void;
}

export function RematchPanel({ session, rematch, seats, onOpen }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  if (session.mode !== 'online' || session.back || !session.openRematch) return null;
  const go = (): void => {
    setAsking(true);
    setProblem(null);
    session.openRematch?.().then(onOpen, (e: unknown) => {
      setAsking(false);
      setProblem(e instanceof Error ? e.message : 'The rematch could not be opened.');
    });
  };
  if (session.spectator || !session.seat) {
    if (rematch === undefined) return null;
    return (
      <section className="rematch" aria-label="Rematch">
        <p>The players are playing a rematch: the same battle again, sides swapped.</p>
        <button type="button" className="primary" onClick={go} disabled={asking}>{asking ? 'Opening…' : 'Watch the rematch'}</button>
        {problem && <p role="alert" className="error">{problem}</p>}
      </section>
    );
  }
  const other = seats.find((s) => s !== session.seat);
  const otherName = other === undefined ? 'the other side' : session.seatName?.(other) ?? other;
  const taken = rematch !== undefined && myGames().some((g) => g.game === rematch);
  const label = taken ? 'Open the rematch' : rematch !== undefined ? 'Join the rematch' : 'Rematch, sides swapped';
  return (
    <section className="rematch" aria-label="Rematch">
      <p>
        {rematch === undefined
          ? `Play the same battle again with a new seed: you would command ${otherName}.`
          : taken ? `The rematch is on: you command ${otherName}.`
          : `A rematch is asked for: the same battle again, and you would command ${otherName}.`}
      </p>
      <button type="button" className="primary" onClick={go} disabled={asking}>{asking ? 'Opening…' : label}</button>
      {problem && <p role="alert" className="error">{problem}</p>}
    </section>
  );
}
