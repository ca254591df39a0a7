/**
 * kill -9 trials: a real server process under load (several Victory at Sea games played by socket
 * clients deciding from their views, plus bot games the server runs) is sent SIGKILL at a random
 * moment; then every action it acknowledged must be in the database at the version it was
 * acknowledged for, the versions must have no gap, and the restarted server must serve and go on
 * playing every game. Used by the crash test (few trials) and bench/server-crash.ts (100+).
 */
import { seedRng } from '@salvo/kernel';
import { openStore } from '../src/db/open';
import { api, Client, type Frame } from './support';
import { spawnServer } from './child';
import { vasFromView } from './drive';

interface Ack { game: string; stamped: number; v: number; action: string }
interface Seat { game: string; seat: string; token: string }

export interface CrashReport {
  trials: number;
  acked: number;
  lost: number;
  corrupt: number;
  problems: string[];
}

/** Plays a seat on a socket until the socket closes: one action in flight, stamped with the last version seen. */
function autoplay(c: Client, s: Seat, seed: string, acks: Ack[]): void {
  const decide = vasFromView(seedRng(seed));
  let latest: Frame | null = null;
  const inflight = new Map<string, { v: number; action: string }>();
  let n = 0;
  let needV = 0;
  const step = (): void => {
    if (!latest || inflight.size > 0 || c.closed || (latest.v as number) < needV) return;
    const turn = latest.turn as { kind: string; seats: string[] };
    if (turn.kind === 'over' || !turn.seats.includes(s.seat)) return;
    const action = decide(s.seat, latest, latest.v as number);
    const id = `${seed}-${n++}`;
    inflight.set(id, { v: latest.v as number, action: JSON.stringify(action) });
    try { c.send({ t: 'act', v: latest.v, action, id }); } catch { /* closing */ }
  };
  c.onFrame = (f) => {
    if ((f.t === 'update' || f.t === 'welcome') && (!latest || (f.v as number) >= (latest.v as number))) latest = f;
    if ((f.t === 'ack' || f.t === 'error') && typeof f.id === 'string') {
      const sent = inflight.get(f.id);
      inflight.delete(f.id);
      if (f.t === 'ack' && sent) acks.push({ game: s.game, stamped: sent.v, v: f.v as number, action: sent.action });
      if (f.t === 'ack') needV = f.v as number;
    }
    step();
  };
}

export async function crashTrials(db: string, trials: number, opts: { games?: number; botGames?: number; log?: (s: string) => void } = {}): Promise<CrashReport> {
  const report: CrashReport = { trials: 0, acked: 0, lost: 0, corrupt: 0, problems: [] };
  const seats: Seat[] = [];
  const acks: Ack[] = [];
  const wanted = opts.games ?? 4;
  for (let t = 0; t < trials; t++) {
    const child = await spawnServer(db);
    // keep `wanted` live human games (and some bot games) going
    const live = new Set<string>();
    for (const s of seats) {
      const r = await api(child.url, 'GET', `/api/games/${s.game}`, undefined, s.token);
      if (r.status !== 200) { report.corrupt += 1; report.problems.push(`game ${s.game} not served after restart (${r.status})`); continue; }
      if ((r.json.turn as { kind: string }).kind !== 'over') live.add(s.game);
    }
    while (live.size < wanted) {
      const c = await api(child.url, 'POST', '/api/games', { ruleset: 'vas' });
      const game = c.json.game as string;
      for (const [seat, invite] of Object.entries(c.json.invites as Record<string, string>)) {
        const j = await api(child.url, 'POST', `/api/games/${game}/join`, { invite });
        seats.push({ game, seat, token: j.json.token as string });
      }
      live.add(game);
    }
    for (let b = 0; b < (opts.botGames ?? 2); b++) await api(child.url, 'POST', '/api/games', { ruleset: 'vas', seats: { rn: { bot: 'random' }, rm: { bot: 'random' } } });
    const clients: Client[] = [];
    const before = acks.length;
    for (const s of seats.filter((x) => live.has(x.game))) {
      const c = await Client.open(child.wsUrl);
      clients.push(c);
      autoplay(c, s, `${t}-${s.game}-${s.seat}`, acks);
      c.send({ t: 'hello', game: s.game, token: s.token });
    }
    await new Promise((r) => setTimeout(r, 150 + Math.floor(Math.random() * 600)));
    await child.kill9();
    for (const c of clients) c.close();
    report.trials += 1;
    if (acks.length === before) report.problems.push(`trial ${t}: no action was acknowledged before the kill`);
    const check = await openStore(db);
    try {
      for (const a of acks.slice(before)) {
        report.acked += 1;
        const row = await check.db.selectFrom('actions').select(['action']).where('game_id', '=', a.game).where('seq', '=', a.stamped + 1).executeTakeFirst();
        const g = await check.db.selectFrom('games').select(['version']).where('id', '=', a.game).executeTakeFirst();
        if (!row || row.action !== a.action || !g || Number(g.version) < a.v) {
          report.lost += 1;
          report.problems.push(`trial ${t}: acknowledged action at v${a.stamped + 1} of ${a.game} is not stored as acknowledged`);
        }
      }
      for (const game of live) {
        const rows = await check.db.selectFrom('actions').select('seq').where('game_id', '=', game).orderBy('seq').execute();
        const g = await check.db.selectFrom('games').select('version').where('id', '=', game).executeTakeFirst();
        const gap = rows.some((r, i) => Number(r.seq) !== i + 1) || Number(g?.version) !== rows.length;
        if (gap) { report.corrupt += 1; report.problems.push(`trial ${t}: ${game} has a gap or a wrong version`); }
      }
    } finally {
      await check.close();
    }
    opts.log?.(`trial ${t + 1}/${trials}: ${acks.length - before} acknowledged, ${report.lost} lost so far`);
  }
  // the last restart must serve every game and go on with it
  const child = await spawnServer(db);
  try {
    for (const s of seats) {
      const r = await api(child.url, 'GET', `/api/games/${s.game}`, undefined, s.token);
      if (r.status !== 200) { report.corrupt += 1; report.problems.push(`final: ${s.game} not served`); continue; }
      const turn = r.json.turn as { kind: string; seats: string[] };
      if (turn.kind === 'over' || !turn.seats.includes(s.seat)) continue;
      const c = await Client.open(child.wsUrl);
      const w = await c.hello(s.game, { token: s.token });
      const act = await c.act(w.v as number, vasFromView(seedRng(`final-${s.game}`))(s.seat, w, w.v as number), 'final');
      if (act.t !== 'ack') { report.corrupt += 1; report.problems.push(`final: ${s.game} refused a legal action: ${JSON.stringify(act)}`); }
      c.close();
    }
  } finally {
    await child.stop();
  }
  return report;
}
