/**
 * Two real server processes for the multi-process tests (PostgreSQL + Redis), registered in the calling `describe`.
 * Kept apart from support.ts, which the benches import outside vitest.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ServerOptions } from '../src/index';
import { dropSchema, PG_URL, REDIS_URL, serviceGate, testServer, uniqueName, type TestServer } from './support';

/** Two server processes on one fresh PostgreSQL schema with Redis (`twoProcesses`); read them inside the tests. */
export interface ProcessPair {
  /** False on a machine without PostgreSQL or Redis: the tests skip (serviceGate fails instead when they are required). */
  readonly up: boolean;
  readonly schema: string;
  /** The Redis prefix the two share (without `apart`). */
  readonly prefix: string;
  readonly x: TestServer;
  readonly y: TestServer;
}

/**
 * Registers, in the calling `describe`, two server processes on one fresh PostgreSQL schema: on one Redis prefix, so
 * each hears the other's commits, or with `apart` on two, so neither does. Closed and the schema dropped afterwards.
 */
export function twoProcesses(name: string, o: { apart?: boolean; x?: Partial<ServerOptions>; y?: Partial<ServerOptions> } = {}): ProcessPair {
  const schema = uniqueName(name);
  const prefix = uniqueName(`salvo-${name}`);
  const db = `${PG_URL}?schema=${schema}`;
  let up = false;
  let x: TestServer | undefined;
  let y: TestServer | undefined;
  beforeAll(async () => {
    up = (await serviceGate('PostgreSQL', 5432)) && (await serviceGate('Redis', 6379));
    if (!up) return;
    x = await testServer(db, { redis: REDIS_URL, redisPrefix: o.apart ? `${prefix}-x` : prefix, ...o.x });
    y = await testServer(db, { redis: REDIS_URL, redisPrefix: o.apart ? `${prefix}-y` : prefix, ...o.y });
  });
  afterAll(async () => {
    await x?.close();
    await y?.close();
    if (up) await dropSchema(schema);
  });
  const started = (s: TestServer | undefined): TestServer => {
    if (!s) throw new Error('the two processes are not started (no services, or read before beforeAll)');
    return s;
  };
  return { get up() { return up; }, schema, prefix, get x() { return started(x); }, get y() { return started(y); } };
}
