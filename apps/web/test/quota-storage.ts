/** A storage for tests of what the page keeps in localStorage. */
import type { KeyValue } from '../src/session/browser-storage';

/** localStorage's contract: strings by key, and a quota (in characters) past which setItem throws. */
export class QuotaStorage implements KeyValue {
  readonly items = new Map<string, string>();
  constructor(public quota = Infinity) {}
  private used(except?: string): number {
    let n = 0;
    for (const [k, v] of this.items) if (k !== except) n += k.length + v.length;
    return n;
  }
  getItem(key: string): string | null { return this.items.get(key) ?? null; }
  setItem(key: string, value: string): void {
    if (this.used(key) + key.length + value.length > this.quota) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void { this.items.delete(key); }
  get length(): number { return this.items.size; }
  key(index: number): string | null { return [...this.items.keys()][index] ?? null; }
}
