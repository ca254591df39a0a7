/** A boardgame.io 0.50.2 server (default in-memory storage) for bench/server.ts, with both bench games; prints its port. */
import net from 'node:net';
import serverPkg from 'boardgame.io/server';
import { bgioGame } from './server-bgio-game';
import { bgioVasGame } from './server-bgio-vas-game';

const port = await new Promise<number>((res) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as net.AddressInfo).port;
    s.close(() => res(p));
  });
});
const { Server } = serverPkg as unknown as { Server: (o: unknown) => { run(port: number): Promise<unknown> } };
await Server({ games: [bgioGame, bgioVasGame], origins: ['http://127.0.0.1', 'http://localhost'] }).run(port);
process.stdout.write(`bgio port ${port}\n`);
