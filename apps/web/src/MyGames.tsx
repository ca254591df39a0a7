/**
 * "Your online games" on the start screen: the games whose seat tokens this browser keeps
 * (session/my-games.ts), with the server's word on whose turn it is and whether the other player wrote since this
 * browser last showed the game's messages, and a button to reopen each. The games that wait on this player come
 * first. The start screen shows the list near the top while any of them is not over (StartScreen.tsx).
 * Shown only when the page is served by a Salvo server (the list comes from POST /api/my-games).
 */
import { useEffect, useState } from 'react';
import { fetchStatuses, forgetGame, forgetInvites, inviteOf, messagesRead, myGames, sinceText, type MyGame, type MyGameStatus } from './session/my-games';

const GAME_NAME = { vas: 'Victory at Sea', was: 'War at Sea' } as const;
const SEAT_NAME: Record<string, string> = { rn: 'Royal Navy', rm: 'Regia Marina', allies: 'Allies', axis: 'Axis' };

const keyOf = (g: { game: string; seat: string }): string => `${g.game}:${g.seat}`;

export interface MyGamesData {
  /** This browser's games the server still knows (all of them while it has not answered). */
  readonly games: readonly MyGame[];
  /** The server's word by `game:seat`, null while it has not answered. */
  readonly status: Readonly<Record<string, MyGameStatus>> | null;
  readonly problem: string | null;
  /** Some game may still be played: one not over, or the server has not said (yet). */
  readonly unfinished: boolean;
  /** How many wait on this player now. */
  readonly yourTurn: number;
  forget(games: readonly MyGame[]): void;
}

/** This browser's online games and the server's word on them; `origin` null: no Salvo server here, no games. */
export function useMyGames(origin: string | null): MyGamesData {
  const [all, setAll] = useState<MyGame[]>(() => (origin === null ? [] : myGames()));
  const [status, setStatus] = useState<Record<string, MyGameStatus> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (origin === null || all.length === 0) return undefined;
    let live = true;
    fetchStatuses(origin, all).then((list) => {
      if (!live) return;
      const by: Record<string, MyGameStatus> = {};
      for (const x of list) {
        by[keyOf(x)] = x;
        // every person's seat is taken: the kept invite gives nothing any more (the spectator link stays)
        const g = all.find((y) => keyOf(y) === keyOf(x));
        if (g?.invites && Array.isArray(x.notJoined) && x.notJoined.length === 0) forgetInvites(g.game, g.seat);
      }
      setStatus(by);
    }, (e: unknown) => { if (live) setProblem(`The server did not answer (${e instanceof Error ? e.message : String(e)}).`); });
    return () => { live = false; };
  }, [origin, all]);
  const known = all.filter((g) => status === null || status[keyOf(g)]);
  const rank = (g: MyGame): number => {
    const s = status?.[keyOf(g)];
    return !s ? 1 : s.status === 'over' ? 2 : s.yourTurn ? 0 : 1;
  };
  const games = known.map((g, i) => ({ g, i })).sort((x, y) => rank(x.g) - rank(y.g) || x.i - y.i).map((x) => x.g);
  return {
    games, status, problem,
    unfinished: games.some((g) => status?.[keyOf(g)]?.status !== 'over'),
    yourTurn: games.filter((g) => rank(g) === 0).length,
    forget: (gone) => {
      for (const g of gone) forgetGame(g.game, g.seat);
      setAll(myGames());
    },
  };
}

export function MyGames({ data, onOpen }: { data: MyGamesData; onOpen: (g: MyGame) => void }) {
  const { games, status, problem, forget, yourTurn } = data;
  if (games.length === 0 && !problem) return null;
  const finished = games.filter((g) => status?.[keyOf(g)]?.status === 'over');
  return (
    <section aria-labelledby="my-games-h" className="my-games-section">
      <h2 id="my-games-h">Your online games</h2>
      {problem && <p className="error">{problem}</p>}
      {status === null && !problem && <p role="status">Asking the server…</p>}
      {yourTurn > 0 && <p className="my-games-owed">{yourTurn === 1 ? 'One game waits for you' : `${yourTurn} games wait for you`}: “your turn” below.</p>}
      <ul className="my-games">
        {games.map((g) => {
          const s = status?.[keyOf(g)];
          const names = (seats: readonly string[]) => seats.map((x) => SEAT_NAME[x] ?? x).join(' and ');
          // a scenario deployed by hand ('deploying') or a game waiting for entropy ('seeding') is not over
          const turn = !s ? '' : s.status === 'over' ? 'over' : s.yourTurn ? (s.status === 'deploying' ? 'your turn to deploy' : 'your turn')
            : s.notJoined?.length ? `${names(s.notJoined)} ${s.notJoined.length > 1 ? 'have' : 'has'} not joined yet`
            : s.toMove.length ? `waiting for ${names(s.toMove)} ${sinceText(s.updatedAt, new Date())}`.trim() : 'waiting';
          // your turn while the friend has not joined yet (the first move is yours): that is said too
          const playing = s !== undefined && s.status !== 'over';
          const alsoNotJoined = playing && s.yourTurn && s.notJoined?.length ? `; ${names(s.notJoined)} ${s.notJoined.length > 1 ? 'have' : 'has'} not joined yet` : '';
          const inviteAgain = playing && (s.notJoined?.length ?? 0) > 0 && inviteOf(g) !== undefined;
          return (
            <li key={keyOf(g)} className={playing && s.yourTurn ? 'your-turn' : ''}>
              <span>{GAME_NAME[g.kind]}{g.table ? ' (table mode)' : ''}, you play {SEAT_NAME[g.seat] ?? g.seat}: <strong>{turn}</strong>{alsoNotJoined}
                {inviteAgain && <> (open the game to copy the invite link again)</>}
                {(s?.lastMessageToYou ?? 0) > messagesRead(g.game, g.seat) && <>; <strong className="new-messages">new messages</strong></>}</span>{' '}
              <button type="button" onClick={() => onOpen(g)}>Open game {g.game}</button>{' '}
              <button type="button" onClick={() => forget([g])} aria-label={`Forget game ${g.game}`}>Forget</button>
            </li>
          );
        })}
      </ul>
      {finished.length > 1 && <button type="button" onClick={() => forget(finished)}>Forget the {finished.length} finished games</button>}
    </section>
  );
}
