/**
 * The scenario files a designer opened in the page, kept in the browser's localStorage (`salvo.scenarioFiles`:
 * the files' JSON by scenario id, in the order first opened) so that they are still listed after a reload, and
 * a game played from one and resumed later still finds its scenario. What is stored is the file as opened;
 * it is parsed and checked again when read (catalog.ts), so a file Salvo no longer accepts is not offered.
 */
import { browserStorage, type KeyValue } from '../session/browser-storage';

const KEY = 'salvo.scenarioFiles';

/** The kept files' JSON, by scenario id; empty when there are none or what is stored is not readable. */
export function keptScenarioFiles(kv: KeyValue | null = browserStorage()): Record<string, unknown> {
  const raw = kv?.getItem(KEY);
  if (!raw) return {};
  try {
    const files: unknown = JSON.parse(raw);
    return typeof files === 'object' && files !== null && !Array.isArray(files) ? (files as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function write(kv: KeyValue, files: Record<string, unknown>): boolean {
  try {
    kv.setItem(KEY, JSON.stringify(files));
    return true;
  } catch {
    return false;
  }
}

/** Keeps (or replaces) the file of scenario `id`. Returns false when the storage refused it: it then lasts for the visit only. */
export function keepScenarioFile(id: string, file: unknown, kv: KeyValue | null = browserStorage()): boolean {
  if (!kv) return false;
  return write(kv, { ...keptScenarioFiles(kv), [id]: file });
}

export function forgetScenarioFile(id: string, kv: KeyValue | null = browserStorage()): void {
  if (!kv) return;
  const files = keptScenarioFiles(kv);
  delete files[id];
  write(kv, files);
}
