/**
 * Hostile input for the server, as fast-check arbitraries: WebSocket frames (broken JSON, wrong
 * shapes, acts before hello, foreign and random secrets, random and near-legal actions at random
 * versions) and HTTP requests (any method and path, broken bodies, wrong media types, random tokens).
 * Used by the fuzz test and by bench/server-fuzz.ts (10^5 and more).
 */
import fc from 'fast-check';

const types = ['roll', 'take-first', 'nominate-move', 'move', 'attack', 'damage-control', 'concede', 'surrender', 'deploy', 'fire', 'place-air', '__proto__', 'constructor', ''];
const fleetish = fc.constantFrom('rn', 'rm', 'allies', 'axis', 'spectator', 'dice', 'warspite', 'zara', '__proto__');
const num = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, 6, 7));

export const hostileAction = fc.oneof(
  fc.anything(),
  fc.record({
    type: fc.constantFrom(...types),
    fleet: fleetish, ship: fleetish, side: fleetish, first: fc.boolean(),
    values: fc.array(num, { maxLength: 12 }),
    legs: fc.array(fc.oneof(fc.record({ forward: num }), fc.record({ turn: num }), fc.anything()), { maxLength: 6 }),
    fire: fc.array(fc.record({ weapon: num, target: fleetish, dice: num }), { maxLength: 4 }),
    critical: fc.oneof(num, fc.constant(null)),
  }, { requiredKeys: ['type'] }),
);

export interface WsContext {
  readonly game: string;
  readonly token: string;
  readonly foreignToken: string;
  readonly spectate: string;
  version(): number;
}

export const wsMessage = (ctx: WsContext): fc.Arbitrary<string> => fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc.record({ t: fc.constantFrom('hello', 'act', 'ping', 'bye', ''), game: fc.oneof(fc.constant(ctx.game), fc.string({ maxLength: 70 })), token: fc.oneof(fc.constant(ctx.foreignToken), fc.constant(ctx.spectate), fc.string({ maxLength: 140 })), lastVersion: num }, { requiredKeys: ['t'] }).map((x) => JSON.stringify(x)),
  fc.record({ t: fc.constant('act'), v: fc.oneof(num, fc.constant(-1), fc.constant(ctx.version())), action: hostileAction, id: fc.string({ maxLength: 70 }) }, { requiredKeys: ['t', 'v', 'action'] }).map((x) => JSON.stringify(x)),
  hostileAction.map((action) => JSON.stringify({ t: 'act', v: ctx.version(), action, id: 'h' })),
  // the players' messages: any text (control and direction characters, long, empty), any id, wrong shapes
  fc.record({ t: fc.constant('say'), text: fc.oneof(fc.string({ maxLength: 600 }), fc.string({ unit: 'binary', maxLength: 700 }), fc.constant(''), fc.anything()), id: fc.oneof(fc.string({ maxLength: 70 }), fc.anything()) }, { requiredKeys: ['t'] }).map((x) => JSON.stringify(x)),
);

export interface HttpRequest {
  readonly method: string;
  readonly path: string;
  readonly body: string | undefined;
  readonly contentType: string | undefined;
  readonly auth: string | undefined;
}

export const httpRequest = (ctx: WsContext): fc.Arbitrary<HttpRequest> => fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
  path: fc.oneof(
    fc.constantFrom('/api/games', `/api/games/${ctx.game}`, `/api/games/${ctx.game}/act`, `/api/games/${ctx.game}/join`, `/api/games/${ctx.game}/record`, `/api/games/${ctx.game}/rematch`, '/api/my-games', '/api/bots', '/ws', '/api/games/%00', '/api/games/../../etc/passwd'),
    fc.webPath(),
  ),
  body: fc.option(fc.oneof(fc.string({ maxLength: 300 }), fc.json({ maxDepth: 3 }), hostileAction.map((a) => JSON.stringify({ v: ctx.version(), action: a })), fc.record({ ruleset: fc.constantFrom('vas', 'was', 'chess'), setup: fc.anything(), seats: fc.anything(), table: fc.anything() }).map((x) => JSON.stringify(x)), fc.record({ invite: fc.string(), tokens: fc.array(fc.string()) }).map((x) => JSON.stringify(x))), { nil: undefined }),
  contentType: fc.option(fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data'), { nil: undefined }),
  auth: fc.option(fc.oneof(fc.constant(`Bearer ${ctx.token}`), fc.constant(`Bearer ${ctx.foreignToken}`), fc.string({ maxLength: 150 }), fc.string({ maxLength: 40 }).map((s) => `Bearer ${s}`)), { nil: undefined }),
});
