/**
 * Local games in progress survive a reload, a closed tab or a restarted browser: after every action a game's
 * record (setup and actions, the dice among them), its log and how it was started are written to
 * localStorage, and the start screen offers to resume it. Each game has its own save, so two tabs playing two
 * games keep both; the last `MAX_KEPT` games saved are kept, and a finished game, or one discarded, is
 * forgotten; a game is first saved at its first action. A resumed game goes on writing the save it came from. Only games started by `startLocal` are
 * kept (online games live on the server), and not what-if branches of a replay (their record is the file the
 * replay opened), so a branch never overwrites a battle's save. A record that no longer replays is refused
 * with the engine's sentence.
 *
 * Storage and the list the start screen reads: saved-list.ts (no engine there).
 */
import { recordSetup } from '@salvo/kernel';
import { LocalSession } from './local';
import { vasEngine, wasEng } from './adapters';
import { startLocal, type AnySession, type NewGame } from './new-game';
import { browserStorage, type KeyValue } from './browser-storage';
import { fleetNames, fleetsLine } from './battle-about';
import { discardSavedGame, writeSavedGame, type KeptGame, type SavedGame } from './saved-list';

// The list is read without the engines (saved-list.ts); these stay here for the callers that have them loaded.
export { discardSavedGame, MAX_KEPT, savedGames, type KeptGame, type SavedGame } from './saved-list';

/** The engine version of saves that did not name one: Victory at Sea was at version 2 then. */
const BEFORE_VERSIONS = { vas: 2, was: wasEng.descriptor.version } as const;

/** The setup a save resumes from: under the rules it was begun with (Engine.setupUnder), so an upgrade never changes it. */
export function setupOfSave(g: Pick<SavedGame, 'origin' | 'setup' | 'engineVersion'>): unknown {
  const engine = g.origin.game === 'vas' ? vasEngine : wasEng;
  return recordSetup(engine as never, { setup: g.setup, engineVersion: g.engineVersion ?? BEFORE_VERSIONS[g.origin.game] });
}

const store = browserStorage;

const MODE_TEXT: Record<NewGame['mode'], (g: NewGame) => string> = {
  bot: (g) => `against the bot (${g.bot})`,
  'hot-seat': () => 'hot-seat',
  table: () => 'table mode',
  'what-if': () => 'what-if',
};

/** Which save each session writes: a resumed game's own, a new game's fresh one (the same across re-subscriptions). */
const saveIds = new WeakMap<AnySession, string>();

/** The saved game played on from where it was saved (and saved on under its id), or the sentence saying why it cannot be. */
export function resumeSavedGame(g: KeptGame): AnySession | string {
  const s = startLocal(g.origin, { setup: setupOfSave(g), actions: g.actions, log: g.log, ...(typeof g.takeBacks === 'number' ? { takeBacks: g.takeBacks } : {}) });
  if (typeof s !== 'string') saveIds.set(s, g.id);
  return s;
}

/** The id `session`'s save is kept under (its page's `#local=` address, game-address.ts), once keepSaved has it. */
export function saveIdOf(session: AnySession): string | undefined {
  return saveIds.get(session);
}

const freshId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Keeps `session` saved after each of its actions until it ends (then its save is removed). Returns the
 * unsubscribe. A session not started by `startLocal` is not kept. A full storage costs saves, never the game.
 */
export function keepSaved(session: AnySession, kv: KeyValue | null = store(), now: () => Date = () => new Date()): () => void {
  if (!(session instanceof LocalSession) || !kv) return () => undefined;
  const origin = session.origin;
  if (!origin || origin.mode === 'what-if') return () => undefined;
  const id = saveIds.get(session) ?? freshId();
  saveIds.set(session, id);
  const game = origin.game === 'vas' ? 'Victory at Sea' : 'War at Sea';
  let saved = -1;
  const save = () => {
    const snap = session.getSnapshot();
    if (snap.pending.kind === 'over') { discardSavedGame(id, kv); return; }
    // A game with no action yet has nothing to lose, and would only push older games out of the list; one whose
    // every step was taken back (take-back.ts) is no longer kept at a position it has left.
    if (snap.actions.length === 0) {
      if (saved > 0) discardSavedGame(id, kv);
      saved = 0;
      return;
    }
    if (snap.actions.length === saved) return;
    saved = snap.actions.length;
    const { turn, scenario } = snap.state as { turn?: unknown; scenario?: { name?: unknown } };
    const battle = typeof scenario?.name === 'string' ? `${game}: ${scenario.name},` : game;
    // what the start screen's list says of it (saved-list.ts savedLabel): which battle, the sides, the turn
    const fleets = origin.game === 'vas' ? fleetsLine(snap.state) : undefined;
    const sides = origin.game === 'vas' ? fleetNames(snap.state) : {};
    const value: SavedGame = {
      version: 1, origin, setup: session.setup, actions: snap.actions, log: snap.log,
      engineVersion: (origin.game === 'vas' ? vasEngine : wasEng).descriptor.version,
      summary: `${battle} ${MODE_TEXT[origin.mode](origin)}${typeof turn === 'number' ? `, turn ${turn}` : ''}`, savedAt: now().toISOString(),
      ...(session.takenBack > 0 ? { takeBacks: session.takenBack } : {}),
      ...(typeof scenario?.name === 'string' ? { battle: scenario.name } : {}), ...(fleets !== undefined ? { fleets } : {}),
      ...(Object.keys(sides).length > 0 ? { sides } : {}), ...(typeof turn === 'number' ? { turn } : {}),
    };
    // Unwritten, the game goes on unsaved ("Save record" still works).
    writeSavedGame(kv, id, JSON.stringify(value));
  };
  save();
  return session.subscribe(save);
}
