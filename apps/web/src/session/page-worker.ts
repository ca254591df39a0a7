/**
 * What the page uses of a browser's Worker, typed here (the tests' TypeScript project has no DOM): a module
 * worker that answers with messages of type `Answer`. Each user still writes `new Worker(new URL('./x.ts',
 * import.meta.url), …)` itself, the literal form Vite needs to bundle the worker's file.
 */
export interface PageWorker<Answer> {
  postMessage(m: unknown): void;
  terminate(): void;
  onmessage: ((e: { readonly data: Answer }) => void) | null;
  onerror: (() => void) | null;
}

export type WorkerClass<Answer> = new (url: URL, o: { type: 'module'; name: string }) => PageWorker<Answer>;

/** The browser's Worker class, or undefined where there is none (tests under Node). */
export const workerClass = <Answer>(): WorkerClass<Answer> | undefined => (globalThis as { Worker?: WorkerClass<Answer> }).Worker;
