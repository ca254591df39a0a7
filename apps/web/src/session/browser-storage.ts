/** The page's localStorage as Salvo uses it (no DOM types needed): null where there is none or it is refused. */
export interface KeyValue { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void }

export function browserStorage(): KeyValue | null {
  try {
    return (globalThis as { localStorage?: KeyValue }).localStorage ?? null;
  } catch {
    return null;
  }
}
