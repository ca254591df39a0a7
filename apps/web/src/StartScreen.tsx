/**
 * The start screen: game, mode, bot, seat and house rules; or open a record to replay it. It is the first
 * script, so the engines and the online client are fetched only when a game is started or opened (Start,
 * an online game's Open), with Start disabled while they arrive.
 */
import { useId, useState } from 'react';
import type { AnySession, LocalMode } from './session/new-game';
import type { Place } from './session/online';
import { MyGames, useMyGames } from './MyGames';
import { SavedGames } from './SavedGames';
import { WatchedGames } from './WatchedGames';
import { linkProblem as linkProblemText } from './link-problem';
import type { GameKind } from './session/types';
import { SCENARIO_COUNT, SCENARIOS, type ScenarioId } from './common/scenario-names';
import { useLoadOnUse } from './common/lazy-screen';
import { WasOptionFields } from './was/WasOptions';
import { NO_WAS_OPTIONS, setupOptions, type WasChoices } from './was/was-options';

type BotId = 'random' | 'heuristic' | 'easy' | 'normal' | 'hard' | 'search';
/** The bots offered, the one chosen at first listed first: an opponent that plays, not the random bot. */
const BOTS: Record<GameKind, readonly { id: BotId; name: string }[]> = {
  vas: [
    { id: 'normal', name: 'Normal bot (heuristic)' },
    { id: 'easy', name: 'Easy bot (reckless heuristic)' },
    { id: 'hard', name: 'Hard bot (searches; slower)' },
    { id: 'random', name: 'Random bot (any legal move)' },
  ],
  was: [
    { id: 'heuristic', name: 'Heuristic bot (plans its moves)' },
    { id: 'search', name: 'Search bot (plays out its plans; about a second a decision)' },
    { id: 'random', name: 'Random bot (any legal move)' },
  ],
};
const SEATS: Record<GameKind, readonly { id: string; name: string }[]> = {
  vas: [{ id: 'rn', name: 'Royal Navy' }, { id: 'rm', name: 'Regia Marina' }],
  was: [{ id: 'allies', name: 'Allies' }, { id: 'axis', name: 'Axis' }],
};

/** Where this page is, for the online API and its WebSocket. */
export function here(): Place {
  return { origin: location.origin, pageUrl: location.href, socket: (u: string) => new WebSocket(u) as never };
}

export function botDelayFromUrl(): number {
  const v = new URLSearchParams(globalThis.location?.search ?? '').get('botDelay');
  return v !== null && Number.isFinite(Number(v)) ? Number(v) : 300;
}

export function StartScreen({ onStart, onReplay, onScenarios, onCampaigns, onMail, problem }: { onStart: (s: AnySession) => void; onReplay: () => void; onScenarios?: () => void; onCampaigns?: () => void; onMail?: () => void; problem?: string | null }) {
  const [game, setGame] = useState<GameKind>('vas');
  const [mode, setMode] = useState<LocalMode | 'online'>('bot');
  const [busy, setBusy] = useState(false);
  const [bot, setBot] = useState<BotId>(BOTS.vas[0]?.id ?? 'normal');
  const [seat, setSeat] = useState('rn');
  const [seed, setSeed] = useState(() => String(Date.now() % 100000));
  const [preMeasure, setPreMeasure] = useState(false);
  const [aaByHand, setAaByHand] = useState(false);
  const [scenario, setScenario] = useState<ScenarioId>('matapan');
  const [onlineTable, setOnlineTable] = useState(false);
  const [wasChoices, setWasChoices] = useState<WasChoices>(NO_WAS_OPTIONS);
  const [error, setError] = useState<string | null>(null);
  // A link that did not open its game (App.tsx) is said at the top, where a fresh page is read first.
  const [linkProblem, setLinkProblem] = useState<string | null>(problem ?? null);
  const id = useId();
  // this browser's online games: near the top while any may still be played (a reload lands here), else below
  const online = useMyGames(location.protocol.startsWith('http') ? location.origin : null);
  const load = useLoadOnUse();
  const onlineClient = () => load(() => import('./session/online'));
  const myOnline = <MyGames data={online} onOpen={(g) => void onlineClient().then((m) => onStart(m.resumeOnline(g, here())))} />;
  // the games this browser watches as a spectator, opened again by their spectator links
  const watched = <WatchedGames served={location.protocol.startsWith('http')} onWatch={(g) => void onlineClient().then((m) => m.watchOnline(g.hash, here()))
    .then(onStart, (e: unknown) => { setLinkProblem(linkProblemText('spectator', e instanceof Error ? e.message : String(e))); window.scrollTo(0, 0); })} />;
  const pickGame = (g: GameKind) => {
    setGame(g);
    setBot(BOTS[g][0]?.id ?? 'random');
    setSeat(SEATS[g][0]?.id ?? '');
  };
  const start = () => {
    setBusy(true);
    if (mode === 'online') {
      void Promise.all([onlineClient(), load(() => import('./session/new-game'))]).then(([{ createOnline, createProblem }, { vasNewSetup }]) =>
        createOnline(game, seat, here(), { table: onlineTable, ...(game === 'vas' ? { setup: { ...vasNewSetup(scenario, seed, aaByHand) } as Record<string, unknown> } : { setup: { seed, options: setupOptions(wasChoices) } }) })
          .then(onStart, (e: unknown) => setError(createProblem(e)))).finally(() => setBusy(false));
      return;
    }
    void load(() => import('./session/new-game')).then(({ startLocal }) => {
      setBusy(false);
      const s = startLocal({ game, mode, bot, humanSeat: seat, seed, preMeasure, botDelay: botDelayFromUrl(), scenario, ...(game === 'vas' && aaByHand ? { aaByHand } : {}), ...(game === 'was' ? { wasOptions: setupOptions(wasChoices) } : {}) });
      if (typeof s === 'string') setError(s);
      else onStart(s);
    });
  };
  return (
    <main className="start">
      <h1>Salvo</h1>
      {linkProblem && (
        <section className="link-problem" role="alert" aria-labelledby={`${id}-p`}>
          <h2 id={`${id}-p`}>Could not open the game</h2>
          <p>{linkProblem}</p>
          <button type="button" className="primary" onClick={() => { setLinkProblem(null); document.getElementById(`${id}-h`)?.scrollIntoView(); }}>Start a new game instead</button>
        </section>
      )}
      <p className="lede">WWII naval wargames: Victory at Sea on a 72&quot; × 48&quot; table, War at Sea on the Avalon Hill board.</p>
      <SavedGames onResume={onStart} />
      {online.unfinished && myOnline}
      {watched}
      <form onSubmit={(e) => { e.preventDefault(); start(); }} aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>New game</h2>
        <fieldset>
          <legend>Game</legend>
          <label><input type="radio" name="game" checked={game === 'vas'} onChange={() => pickGame('vas')} /> Victory at Sea (miniatures battle)</label>
          <label><input type="radio" name="game" checked={game === 'was'} onChange={() => pickGame('was')} /> War at Sea (strategic board game)</label>
        </fieldset>
        <fieldset>
          <legend>Mode</legend>
          <label><input type="radio" name="mode" checked={mode === 'bot'} onChange={() => setMode('bot')} /> Against the bot</label>
          <label><input type="radio" name="mode" checked={mode === 'hot-seat'} onChange={() => setMode('hot-seat')} /> Hot-seat (two people, one screen)</label>
          <label><input type="radio" name="mode" checked={mode === 'table'} onChange={() => setMode('table')} /> Table mode (two people, dice rolled by hand and typed in)</label>
          <label><input type="radio" name="mode" checked={mode === 'online'} onChange={() => setMode('online')} /> Online with an invite link (through the Salvo server)</label>
        </fieldset>
        {(mode === 'bot' || mode === 'online') && (
          <fieldset>
            <legend>{mode === 'bot' ? 'Opponent' : 'Your side'}</legend>
            {mode === 'bot' && <>
            <label htmlFor={`${id}-bot`}>Bot</label> <select id={`${id}-bot`} value={bot} onChange={(e) => setBot(e.target.value as BotId)}>
              {BOTS[game].map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
            </select></>}
            <label htmlFor={`${id}-seat`}>You play</label> <select id={`${id}-seat`} value={seat} onChange={(e) => setSeat(e.target.value)}>
              {SEATS[game].map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
            </select>
          </fieldset>
        )}
        <fieldset>
          <legend>Options</legend>
          {mode === 'online'
            ? <p className="field-note">The server picks the dice seed of an online game (the record shows it when the game is over).</p>
            : <label>Seed <input value={seed} onChange={(e) => setSeed(e.target.value)} size={10} /></label>}
          {game === 'vas' && <label>Battle <select value={scenario} onChange={(e) => setScenario(e.target.value as ScenarioId)}>
            {SCENARIOS.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
          </select></label>}
          {mode === 'online' && <label><input type="checkbox" checked={onlineTable} onChange={(e) => setOnlineTable(e.target.checked)} /> Table mode online: each player rolls real dice and types in their own rolls</label>}
          {game === 'was' && <WasOptionFields value={wasChoices} online={mode === 'online'} onChange={setWasChoices} />}
          {game === 'vas' && <label><input type="checkbox" checked={aaByHand} onChange={(e) => setAaByHand(e.target.checked)} /> Split your ships&apos; AA dice among the enemy flights yourself (otherwise Salvo splits them, threats to the ship first)</label>}
          {game === 'vas' && <label><input type="checkbox" checked={preMeasure} onChange={(e) => setPreMeasure(e.target.checked)} /> House rule: pre-measure ranges before declaring attacks</label>}
        </fieldset>
        {error && <p role="alert" className="error">{error}</p>}
        <button type="submit" className="primary" disabled={busy}>Start</button>
      </form>
      {onScenarios && <section aria-labelledby={`${id}-s`}>
        <h2 id={`${id}-s`}>Scenarios</h2>
        <p>{`The ${SCENARIO_COUNT.generic} generic and ${SCENARIO_COUNT.historical} historical Victory at Sea scenarios, with their deployment, game length and Victory Points.`}</p>
        <button type="button" onClick={onScenarios}>Scenarios…</button>
      </section>}
      {onMail && <section aria-labelledby={`${id}-m`}>
        <h2 id={`${id}-m`}>Play by mail</h2>
        <p>Play a friend far away without a server: one file passed back and forth, every rule and die checked, secret orders kept secret.</p>
        <button type="button" onClick={onMail}>Play by mail…</button>
      </section>}
      {!online.unfinished && myOnline}
      <section aria-labelledby={`${id}-r`}>
        <h2 id={`${id}-r`}>Replay</h2>
        <p>Open a saved game record, step through it and branch into a what-if game.</p>
        <button type="button" onClick={onReplay}>Open a record…</button>
      </section>
      {onCampaigns && <section aria-labelledby={`${id}-c`}>
        <h2 id={`${id}-c`}>Campaigns</h2>
        <p>Fleets that carry their damage, crews and experience from battle to battle, fighting for Strategic Targets: begin a campaign against the bots or a friend at this screen, resume one, or open a file kept by <code>salvo campaign</code>.</p>
        <button type="button" onClick={onCampaigns}>Campaigns…</button>
      </section>}
    </main>
  );
}
