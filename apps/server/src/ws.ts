/**
 * The WebSocket protocol (one socket, one game, one viewer):
 *   client: {t:'hello', game, token | spectate, lastVersion?, patches?}   then {t:'act', v, action, id?}, {t:'say', text, id?},
 *           {t:'deploy', deployment, id?} (a scenario deployed by hand: deployment.ts), {t:'take-back', id?} and
 *           {t:'take-back-answer', request, allow, id?} (take-back.ts) and {t:'ping'}
 *   server: {t:'welcome', ...gameInfo, v, from, events, view, turn, statics?}, {t:'update', ...} per commit
 *           (views less the static fields the welcome's `statics` carries once: statics.ts; to a client
 *           that said `patches: true`, an update's view as a `patch` on its previous one: sent-views.ts),
 *           {t:'ack', id?, v} after the commit of the client's action, {t:'error', id?, code, message, v?},
 *           {t:'chat', game, messages, all?} to seats only (chat.ts), {t:'rematch', game, rematch} to every socket
 *           (rematch.ts), {t:'presence', game, here} to every socket (presence.ts), {t:'take-back', status, ...} to the
 *           seats (and, once done, to spectators: take-back.ts); while a scenario is deployed by hand
 *           the welcome carries `deployment` (no view) and each deployment is followed by {t:'deployment', game,
 *           deployment} to every socket, the last by the battle's welcome (deploy-frames.ts).
 * Secrets travel only in frames, never in the URL. Frame types: @salvo/kernel/protocol.
 * Limits, so that one client cannot slow the games of others: each socket has a token bucket checked
 * before a frame is even parsed; a message over it is dropped (one ERR_FLOOD per flood, not one per
 * message), and past `strikes` dropped messages the socket is closed (1008, then cut if it does not
 * read the close). A client that does not read is found two ways: the server pings every socket each
 * `heartbeatMs` and cuts one that has not answered the previous ping (a pong needs the client to read
 * what came before it), and a socket whose unsent frames pass `maxBuffered` bytes is cut at once (its
 * frames would only pile up in the server's memory).
 */
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE, type ServerFrame } from '@salvo/kernel/protocol';
import { viewerOf } from './auth';
import { encodeFrame } from './frames';
import { deployWelcome, isDeploying } from './deploy-frames';
import { isOver } from './live';
import { rememberSent } from './sent-views';
import { Bucket } from './flood';
import { startHeartbeat } from './heartbeat';
import type { Conn, Hub } from './hub';
import { clientFrame, isPlainAct, shapeProblem, type ClientFrame } from './protocol';
import { SPECTATOR, type AnyAction } from './rulesets';
import type { GameService } from './service';
import type { Chat } from './chat';
import type { Rematches } from './rematch';
import type { Presence } from './presence';

/** A seat's messages: a burst of five, then one every two seconds. */
const CHAT_RATE = { rate: 0.5, burst: 5 };

export interface WsLimits {
  readonly rate: number;
  readonly burst: number;
  /** Messages dropped for flooding (since the last accepted action) before the socket is closed. */
  readonly strikes: number;
  /** Bytes queued for a socket beyond which it counts as not reading and is cut. */
  readonly maxBuffered: number;
  /** Interval of the server's pings; a socket that misses answering one is cut. */
  readonly heartbeatMs: number;
}

export function registerWs(app: FastifyInstance, service: GameService, hub: Hub, talk: { chat: Chat; rematches: Rematches; presence: Presence }, limits: WsLimits, shared: boolean): void {
  const { chat, rematches, presence } = talk;
  const heartbeat = startHeartbeat(limits.heartbeatMs);
  app.addHook('onClose', async () => heartbeat.stop());
  app.get('/ws', { websocket: true }, (socket: WebSocket) => {
    const bucket = new Bucket(limits.rate, limits.burst);
    const chatBucket = new Bucket(CHAT_RATE.rate, CHAT_RATE.burst);
    let strikes = 0;
    let warned = false;
    let conn: Conn | null = null;
    let helloPending = false;
    const cut = (reason: string): void => {
      app.log.warn({ code: 'ERR_WS_LIMIT', reason, game: conn?.game ?? null }, 'socket cut');
      socket.terminate();
    };
    const send = (frame: ServerFrame): void => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > limits.maxBuffered) return cut('slow');
      socket.send(JSON.stringify(frame));
    };
    const sendEncoded = (frame: Buffer): void => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > limits.maxBuffered) return cut('slow');
      socket.send(frame, { binary: false });
    };
    const fail = (code: string, message: string, extra: { id?: string; v?: number } = {}): void => send({ t: 'error', code, message, ...extra });
    heartbeat.watch(socket, () => cut('silent'));
    socket.on('close', () => {
      if (!conn) return;
      hub.remove(conn);
      presence.left(conn.game);
    });
    socket.on('error', () => socket.terminate());
    socket.on('message', (data, isBinary) => {
      if (!bucket.take()) {
        strikes += 1;
        if (!warned) fail('ERR_FLOOD', 'Too many messages: slow down; more will close the connection.');
        warned = true;
        if (strikes === limits.strikes + 1) {
          socket.close(CLOSE.policy, 'flood');
          setTimeout(() => { if (socket.readyState !== socket.CLOSED) cut('flood'); }, 1000).unref();
        }
        return;
      }
      warned = false;
      if (isBinary) return fail('ERR_FRAME', 'Frames are JSON text.');
      let json: unknown;
      try {
        json = JSON.parse(data.toString());
      } catch {
        return fail('ERR_BAD_JSON', 'The frame is not valid JSON.');
      }
      let f: ClientFrame;
      if (isPlainAct(json)) f = json;
      else {
        const parsed = clientFrame.safeParse(json);
        if (!parsed.success) return fail('ERR_FRAME', shapeProblem(parsed.error));
        f = parsed.data;
      }
      if (f.t === 'ping') return send({ t: 'pong' });
      if (f.t === 'hello') {
        if (conn || helloPending) return fail('ERR_HELLO', 'This socket already follows a game.');
        if ((f.token === undefined) === (f.spectate === undefined)) return fail('ERR_AUTH', 'Give either a seat token or a spectator key.');
        helloPending = true;
        void service.run(f.game, async () => {
          const g = await service.load(f.game);
          if (!g) return fail('ERR_AUTH', 'Unknown game or wrong secret.');
          let viewer = viewerOf(g, f);
          if (viewer === null && shared) {
            await service.refreshSeats(g);
            viewer = viewerOf(g, f);
          }
          if (viewer === null) return fail('ERR_AUTH', 'Unknown game or wrong secret.');
          if (shared) await service.catchUp(g);
          const since = f.lastVersion !== undefined && f.lastVersion <= g.version ? f.lastVersion : g.version;
          const who = viewer;
          conn = {
            game: g.id, viewer: who, sent: g.version, patches: f.patches === true, chatSent: 0,
            sendEncoded, buffered: () => socket.bufferedAmount,
            drop: (reason) => (reason === 'shutdown' ? socket.close(CLOSE.shutdown, reason) : cut(reason)),
          };
          hub.add(conn);
          if (isDeploying(g)) sendEncoded(Buffer.from(JSON.stringify(deployWelcome(g, who))));
          else {
            const view = g.rs.engine.observe(g.state, who);
            sendEncoded(Buffer.from(encodeFrame(g, who, since, 'welcome', view)));
            if (conn.patches) rememberSent(g, who, g.version, view);
          }
          const welcomed = conn;
          presence.joined(welcomed);
          void chat.welcome(welcomed).catch(() => app.log.error({ code: 'ERR_CHAT_READ', game: welcomed.game }, 'messages not read'));
          if (isOver(g)) void rematches.tell(g.id, welcomed).catch(() => app.log.error({ code: 'ERR_REMATCH_READ', game: g.id }, 'rematch not read'));
          // a take back asked and not yet answered is told again to a seat's page opened (or reconnected) meanwhile
          else if (who !== SPECTATOR) void service.takeBacks.pendingFor(g.id, who).then((f) => { if (f) send(f); }, () => app.log.error({ code: 'ERR_TAKE_BACK_READ', game: g.id }, 'take back not read'));
        }).catch(() => fail('ERR_SERVER', 'The server could not open this game; try again.')).finally(() => { helloPending = false; });
        return;
      }
      const c = conn as Conn | null;
      if (!c) return fail('ERR_HELLO', 'Say hello first: {t:"hello", game, token}.');
      const ref = f.id === undefined ? {} : { id: f.id };
      if (f.t === 'say') {
        if (c.viewer !== SPECTATOR && !chatBucket.take()) return fail('ERR_CHAT_RATE', 'Too many messages at once: wait a few seconds before the next.', ref);
        chat.say(c, f.text).then((r) => {
          if (!r.ok) return fail(r.code, r.message, ref);
          if (f.id !== undefined) send({ t: 'chat', game: c.game, messages: [], said: { id: f.id, seq: r.seq } });
        }, () => fail('ERR_SERVER', 'The message could not be sent; try again.', ref));
        return;
      }
      if (c.viewer === SPECTATOR) return fail('ERR_SPECTATOR', 'Spectators cannot act.', ref);
      if (f.t === 'deploy') {
        // the frames to every socket (this one's included) go out from the service's listeners before the ack
        service.deploy(c.game, c.viewer, f.deployment).then((r) => {
          if (r.ok) send({ t: 'ack', ...ref, v: 0 });
          else send({ t: 'error', ...ref, code: r.code, message: r.message });
        }, () => fail('ERR_SERVER', 'The deployment could not be handled; nothing changed.', ref));
        return;
      }
      if (f.t === 'take-back' || f.t === 'take-back-answer') {
        // the news frames (take-back.ts) go to every socket before the ack
        const asked = f.t === 'take-back' ? service.askTakeBack(c.game, c.viewer) : service.answerTakeBack(c.game, c.viewer, f.request, f.allow);
        asked.then((r) => {
          if (r.ok) send({ t: 'ack', ...ref, v: r.v });
          else send({ t: 'error', ...ref, code: r.code, message: r.message });
        }, () => fail('ERR_SERVER', 'The take back could not be handled; nothing changed.', ref));
        return;
      }
      service.act(c.game, c.viewer, f.v, f.action as AnyAction, f.id ?? null).then((r) => {
        if (r.ok) {
          strikes = 0;
          // The commit queued its update push (service.commit's setImmediate) before this ack: corking the socket
          // until the next check phase, after that push, sends both frames in one write (one syscall fewer).
          const raw = (socket as unknown as { _socket?: Duplex })._socket;
          raw?.cork();
          send({ t: 'ack', ...ref, v: r.v });
          if (raw) setImmediate(() => raw.uncork());
        } else {
          send({ t: 'error', ...ref, code: r.code, message: r.message, ...(r.v === undefined ? {} : { v: r.v }) });
        }
      }, () => fail('ERR_SERVER', 'The action could not be handled; nothing changed.', ref));
    });
  });
}
