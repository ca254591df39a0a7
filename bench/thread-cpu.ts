/**
 * CPU seconds of each thread of this process from /proc (Linux only; elsewhere `null`).
 * process.cpuUsage() counts every thread together; this split shows who used the second core:
 * the main thread, worker threads, or V8's helper threads (JIT compiler, garbage collector).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Thread id -> CPU seconds (utime + stime, fields 14 and 15 of /proc stat, ticks of 1/100 s). */
export type ThreadTimes = ReadonlyMap<string, number>;

function seconds(stat: string): number {
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

export function threadTimes(): ThreadTimes | null {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return null;
  }
  const out = new Map<string, number>();
  for (const tid of tids) {
    try {
      out.set(tid, seconds(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return out;
}

/**
 * CPU seconds between two readings: the main thread, the `busiest` other threads that used the
 * most (the worker threads of a pool, when given their number), and all the rest.
 */
export function splitCpu(a: ThreadTimes, b: ThreadTimes, busiest = 0): { main: number; busiest: number; rest: number } {
  const main = String(process.pid);
  const others: number[] = [];
  let m = 0;
  for (const [tid, t] of b) {
    const d = t - (a.get(tid) ?? 0);
    if (tid === main) m = d;
    else others.push(d);
  }
  others.sort((x, y) => y - x);
  const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
  return { main: m, busiest: sum(others.slice(0, busiest)), rest: sum(others.slice(busiest)) };
}

/** CPU seconds used so far by the main thread and by all the other threads together. */
export function threadCpu(): { main: number; others: number } | null {
  const t = threadTimes();
  if (!t) return null;
  const s = splitCpu(new Map(), t);
  return { main: s.main, others: s.rest };
}
