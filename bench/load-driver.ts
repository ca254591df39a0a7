/**
 * The load driver shared by the Salvo and boardgame.io sides of bench/server.ts: start the clients,
 * warm up one second, measure for `seconds` (latencies recorded only then), stop. Besides actions/s and
 * the send-to-acknowledgement percentiles it reports the server process's CPU time per action over the
 * measured window (user + system, from /proc/<pid>/stat on Linux, the server's own process.cpuUsage as
 * seen from outside), which does not depend on how loaded the shared machine is, and the clients' CPU.
 */
import { readFileSync } from 'node:fs';

export interface LoadResult {
  actions: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
  /** Server CPU milliseconds in the measured window (NaN where /proc is absent). */
  serverCpuMs: number;
  /** Server CPU microseconds per acknowledged action. */
  cpuPerAction: number;
  /** This (client) process's CPU milliseconds in the window: the bots' and sockets' cost. */
  clientCpuMs: number;
}

export interface Driver {
  /** True only inside the measured window. */
  readonly measuring: boolean;
  /** True once the run is over: clients stop acting. */
  readonly stopped: boolean;
  record(ms: number): void;
  refuse(): void;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** utime + stime of a process in ms (Linux clock ticks of 10 ms), or NaN. */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

export async function runLoad(opts: { serverPid: number | undefined; seconds: number; start(d: Driver): Promise<void>; stop(): void }): Promise<LoadResult> {
  const latencies: number[] = [];
  let refused = 0;
  const state = { measuring: false, stopped: false };
  const driver: Driver = {
    get measuring() { return state.measuring; },
    get stopped() { return state.stopped; },
    record: (ms) => { if (state.measuring) latencies.push(ms); },
    refuse: () => { refused += 1; },
  };
  await opts.start(driver);
  await new Promise((r) => setTimeout(r, 1000));
  const cpu0 = processCpuMs(opts.serverPid);
  const me0 = process.cpuUsage();
  state.measuring = true;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, opts.seconds * 1000));
  state.measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const serverCpuMs = processCpuMs(opts.serverPid) - cpu0;
  const me = process.cpuUsage(me0);
  state.stopped = true;
  opts.stop();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    actions: latencies.length, seconds: elapsed, perSecond: latencies.length / elapsed,
    p50: percentile(sorted, 50), p99: percentile(sorted, 99), refused,
    serverCpuMs, cpuPerAction: (serverCpuMs * 1000) / Math.max(1, latencies.length), clientCpuMs: (me.user + me.system) / 1000,
  };
}
