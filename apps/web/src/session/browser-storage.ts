/** The page's localStorage as Salvo uses it (no DOM types needed): null where there is none or it is refused. */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** localStorage's enumeration (absent in stores that cannot list their keys). */
  readonly length?: number;
  key?(index: number): string | null;
}

export function browserStorage(): KeyValue | null {
  try {
    return (globalThis as { localStorage?: KeyValue }).localStorage ?? null;
  } catch {
    return null;
  }
}
