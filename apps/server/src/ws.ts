/**
 * The WebSocket protocol (one socket, one game, one viewer):
 *   client: {t:'hello', game, token | spectate, lastVersion?}   then {t:'act', v, action, id?} and {t:'ping'}
 *   server: {t:'welcome', ...gameInfo, v, from, events, view, turn}, {t:'update', ...} per commit,
 *           {t:'ack', id?, v} after the commit of the client's action, {t:'error', id?, code, message, v?}.
 * Secrets travel only in frames, never in the URL. Each socket is rate-limited; a flood past the limit
 * closes it (1008); a socket too slow to read its frames is closed so that it cannot hold others back.
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { viewerOf } from './auth';
import { gameInfo, updateFrame } from './frames';
import { Bucket } from './flood';
import type { Conn, Hub } from './hub';
import { clientFrame, shapeProblem } from './protocol';
import { SPECTATOR, type AnyAction } from './rulesets';
import type { GameService } from './service';

export interface WsLimits {
  readonly rate: number;
  readonly burst: number;
  /** Refused messages in a row before the socket is closed. */
  readonly strikes: number;
}

export function registerWs(app: FastifyInstance, service: GameService, hub: Hub, limits: WsLimits, shared: boolean): void {
  app.get('/ws', { websocket: true }, (socket: WebSocket) => {
    const bucket = new Bucket(limits.rate, limits.burst);
    let strikes = 0;
    let conn: Conn | null = null;
    let helloPending = false;
    const send = (frame: unknown): void => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const fail = (code: string, message: string, extra: Record<string, unknown> = {}): void => send({ t: 'error', code, message, ...extra });
    socket.on('close', () => { if (conn) hub.remove(conn); });
    socket.on('error', () => socket.terminate());
    socket.on('message', (data, isBinary) => {
      if (!bucket.take()) {
        strikes += 1;
        fail('ERR_FLOOD', 'Too many messages: slow down.');
        if (strikes > limits.strikes) socket.close(1008, 'flood');
        return;
      }
      if (isBinary) return fail('ERR_FRAME', 'Frames are JSON text.');
      let json: unknown;
      try {
        json = JSON.parse(data.toString());
      } catch {
        return fail('ERR_BAD_JSON', 'The frame is not valid JSON.');
      }
      const parsed = clientFrame.safeParse(json);
      if (!parsed.success) return fail('ERR_FRAME', shapeProblem(parsed.error));
      const f = parsed.data;
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
            game: g.id, viewer: who, sent: g.version,
            send, buffered: () => socket.bufferedAmount,
            drop: (reason) => socket.close(reason === 'shutdown' ? 1001 : 1008, reason),
          };
          hub.add(conn);
          send({ ...gameInfo(g, who), ...updateFrame(g, who, since, 'welcome') });
        }).catch(() => fail('ERR_SERVER', 'The server could not open this game; try again.')).finally(() => { helloPending = false; });
        return;
      }
      const c = conn as Conn | null;
      if (!c) return fail('ERR_HELLO', 'Say hello first: {t:"hello", game, token}.');
      if (c.viewer === SPECTATOR) return fail('ERR_SPECTATOR', 'Spectators cannot act.', f.id === undefined ? {} : { id: f.id });
      const ref = f.id === undefined ? {} : { id: f.id };
      service.act(c.game, c.viewer, f.v, f.action as AnyAction, f.id ?? null).then((r) => {
        if (r.ok) {
          strikes = 0;
          send({ t: 'ack', ...ref, v: r.v });
        } else {
          send({ t: 'error', ...ref, code: r.code, message: r.message, ...(r.v === undefined ? {} : { v: r.v }) });
        }
      }, () => fail('ERR_SERVER', 'The action could not be handled; nothing changed.', ref));
    });
  });
}
