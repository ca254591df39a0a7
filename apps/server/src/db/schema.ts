/** The server's tables (the same on SQLite and PostgreSQL). A game is its setup plus its actions. */
import { sql, type Kysely } from 'kysely';

export interface GamesTable {
  id: string;
  ruleset: string;
  /** The engine setup, its seed included (derived from `server_seed`). Never sent before the end. */
  setup: string;
  server_seed: string;
  seed_commit: string;
  table_mode: number;
  /** Number of actions committed; the version every client action is checked against. */
  version: number;
  /**
   * 'seeding' (waiting for the seats' entropy; no dice rolled, no action taken), 'deploying' (a scenario deployed by
   * hand, waiting for the seats' deployments: deployment.ts), 'active' or 'over'.
   */
  status: string;
  /** JSON array of the seats that must act now. */
  to_move: string;
  last_actor: string | null;
  spectator_hash: string;
  created_at: string;
  updated_at: string;
  /**
   * A War at Sea surface battle fought on the table (WAS-SALVO-TACTICAL-ONLINE): the war this Victory at Sea
   * game belongs to; its result goes back there when it ends. Null (or absent, rows made before) otherwise.
   */
  parent?: string | null;
  /** The game its players play next, sides swapped (rematch.ts): set once, by the first seat to ask. */
  rematch?: string | null;
  /** The engine version the game was created under (stored-setup.ts); null in rows made before 7 December 2026. */
  engine_version?: number | null;
  /**
   * A scenario game deployed by hand (deployment.ts): the JSON DeployRecord (the scenario request, the seats deploying
   * by hand, each finished deployment); kept once the battle starts. Null (or absent, rows made before) otherwise.
   * While the game is 'deploying' its `setup` is a stand-in with every ship placed automatically (the seats come
   * from it) and never shown; the last deployment replaces it with the game's setup.
   */
  deployment?: string | null;
  /**
   * Take back online (take-back.ts): the JSON TakeBackRow of the last request (pending while its `v` is the game's
   * version and its status 'pending'); null (or absent, rows made before) when none was ever made.
   */
  take_back?: string | null;
}

export interface SeatsTable {
  game_id: string;
  seat: string;
  kind: string;
  bot: string | null;
  token_hash: string | null;
  invite_hash: string | null;
  /** The seat's dice-seed contribution (games created with seatEntropy), secret until the game ends. */
  entropy?: string | null;
}

export interface ActionsTable {
  game_id: string;
  /** The version this action produced (1 for the first); (game_id, seq) is the primary key. */
  seq: number;
  actor: string;
  action: string;
  client_id: string | null;
  created_at: string;
}

/** The players' messages (chat.ts): (game_id, seq) is the primary key; seq counts from 1 per game. */
export interface MessagesTable {
  game_id: string;
  seq: number;
  seat: string;
  text: string;
  created_at: string;
}

export interface Schema {
  games: GamesTable;
  seats: SeatsTable;
  actions: ActionsTable;
  messages: MessagesTable;
}

export async function createSchema(db: Kysely<Schema>): Promise<void> {
  await db.schema.createTable('games').ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ruleset', 'text', (c) => c.notNull())
    .addColumn('setup', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('seed_commit', 'text', (c) => c.notNull())
    .addColumn('table_mode', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('to_move', 'text', (c) => c.notNull())
    .addColumn('last_actor', 'text')
    .addColumn('spectator_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('seats').ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('bot', 'text')
    .addColumn('token_hash', 'text')
    .addColumn('invite_hash', 'text')
    .addPrimaryKeyConstraint('seats_pk', ['game_id', 'seat'])
    .execute();
  // added after the first release: older files and schemas get the column
  await db.schema.alterTable('seats').addColumn('entropy', 'text').execute().catch((e: unknown) => {
    if (!/duplicate column|already exists/i.test(e instanceof Error ? e.message : '')) throw e;
  });
  for (const column of ['parent', 'rematch', 'deployment', 'take_back']) {
    await db.schema.alterTable('games').addColumn(column, 'text').execute().catch((e: unknown) => {
      if (!/duplicate column|already exists/i.test(e instanceof Error ? e.message : '')) throw e;
    });
  }
  await db.schema.alterTable('games').addColumn('engine_version', 'integer').execute().catch((e: unknown) => {
    if (!/duplicate column|already exists/i.test(e instanceof Error ? e.message : '')) throw e;
  });
  await db.schema.createIndex('seats_token').ifNotExists().on('seats').column('token_hash').execute();
  await db.schema.createTable('actions').ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('actions_pk', ['game_id', 'seq'])
    .execute();
  await db.schema.createTable('messages').ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('messages_pk', ['game_id', 'seq'])
    .execute();
  await db.schema.createIndex('games_status').ifNotExists().on('games').column('status').execute();
  await sql`select 1`.execute(db);
}
