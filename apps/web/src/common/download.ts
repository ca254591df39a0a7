/**
 * Saving a file from the page: the browser's download of `text` under `name` (a record, a campaign, a fleet, a
 * table). Written against the few page globals it uses, so that it needs no DOM types (as browser-storage.ts).
 */
interface PageGlobals {
  readonly document: { createElement(tag: 'a'): { href: string; download: string; click(): void } };
  readonly URL: { createObjectURL(blob: unknown): string; revokeObjectURL(url: string): void };
  readonly Blob: new (parts: string[], options: { type: string }) => unknown;
}

export function downloadText(name: string, text: string, type = 'application/json'): void {
  const page = globalThis as unknown as PageGlobals;
  const a = page.document.createElement('a');
  a.href = page.URL.createObjectURL(new page.Blob([text], { type }));
  a.download = name;
  a.click();
  page.URL.revokeObjectURL(a.href);
}
