/**
 * Finds sockets whose client does not read: every `ms` each watched socket is pinged, and one that has
 * not answered the previous ping is reported (a pong needs the client to have read what came before).
 */
import type { WebSocket } from 'ws';

export interface Heartbeat {
  watch(socket: WebSocket, onSilent: () => void): void;
  stop(): void;
}

export function startHeartbeat(ms: number): Heartbeat {
  const watched = new Map<WebSocket, () => void>();
  const awaiting = new Set<WebSocket>();
  const timer = setInterval(() => {
    for (const [socket, onSilent] of watched) {
      if (awaiting.has(socket)) onSilent();
      else {
        awaiting.add(socket);
        socket.ping();
      }
    }
  }, ms);
  timer.unref();
  return {
    watch(socket, onSilent) {
      watched.set(socket, onSilent);
      socket.on('pong', () => awaiting.delete(socket));
      socket.on('close', () => { watched.delete(socket); awaiting.delete(socket); });
    },
    stop: () => clearInterval(timer),
  };
}
