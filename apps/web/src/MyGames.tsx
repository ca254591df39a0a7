/**
 * "Your online games" on the start screen: the games whose seat tokens this browser keeps
 * (session/my-games.ts), with the server's word on whose turn it is and whether the other player wrote since this
 * browser last showed the game's messages, and a button to reopen each.
 * Shown only when the page is served by a Salvo server (the list comes from POST /api/my-games).
 */
import { useEffect, useState } from 'react';
import { fetchStatuses, forgetGame, messagesRead, myGames, sinceText, type MyGame, type MyGameStatus } from './session/my-games';

const GAME_NAME = { vas: 'Victory at Sea', was: 'War at Sea' } as const;
const SEAT_NAME: Record<string, string> = { rn: 'Royal Navy', rm: 'Regia Marina', allies: 'Allies', axis: 'Axis' };

export function MyGames({ origin, onOpen }: { origin: string; onOpen: (g: MyGame) => void }) {
  const [games, setGames] = useState<MyGame[]>(() => myGames());
  const [status, setStatus] = useState<Record<string, MyGameStatus> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchStatuses(origin, games).then((list) => {
      if (!live) return;
      const by: Record<string, MyGameStatus> = {};
      for (const x of list) by[`${x.game}:${x.seat}`] = x;
      setStatus(by);
    }, (e: unknown) => { if (live) setProblem(`The server did not answer (${e instanceof Error ? e.message : String(e)}).`); });
    return () => { live = false; };
  }, [origin, games]);
  if (games.length === 0) return null;
  const known = games.filter((g) => status === null || status[`${g.game}:${g.seat}`]);
  const finished = known.filter((g) => status?.[`${g.game}:${g.seat}`]?.status === 'over');
  const forgetFinished = (): void => {
    for (const g of finished) forgetGame(g.game, g.seat);
    setGames(myGames());
  };
  return (
    <section aria-labelledby="my-games-h">
      <h2 id="my-games-h">Your online games</h2>
      {problem && <p className="error">{problem}</p>}
      {status === null && !problem && <p role="status">Asking the server…</p>}
      <ul className="my-games">
        {known.map((g) => {
          const s = status?.[`${g.game}:${g.seat}`];
          const names = (seats: readonly string[]) => seats.map((x) => SEAT_NAME[x] ?? x).join(' and ');
          const turn = !s ? '' : s.status !== 'active' ? 'over' : s.yourTurn ? 'your turn'
            : s.notJoined?.length ? `${names(s.notJoined)} ${s.notJoined.length > 1 ? 'have' : 'has'} not joined yet`
            : s.toMove.length ? `waiting for ${names(s.toMove)} ${sinceText(s.updatedAt, new Date())}`.trim() : 'waiting';
          return (
            <li key={`${g.game}:${g.seat}`} className={s?.yourTurn ? 'your-turn' : ''}>
              <span>{GAME_NAME[g.kind]}{g.table ? ' (table mode)' : ''}, you play {SEAT_NAME[g.seat] ?? g.seat}: <strong>{turn}</strong>
                {(s?.lastMessageToYou ?? 0) > messagesRead(g.game, g.seat) && <>; <strong className="new-messages">new messages</strong></>}</span>{' '}
              <button type="button" onClick={() => onOpen(g)}>Open game {g.game}</button>{' '}
              <button type="button" onClick={() => { forgetGame(g.game, g.seat); setGames(myGames()); }} aria-label={`Forget game ${g.game}`}>Forget</button>
            </li>
          );
        })}
      </ul>
      {finished.length > 1 && <button type="button" onClick={forgetFinished}>Forget the {finished.length} finished games</button>}
    </section>
  );
}
