/** The frame of the screens loaded on first use: "Loading…" while a screen's code arrives, a sentence if it cannot. */
import { Suspense, type ReactNode } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

function Loading() {
  return (
    <main className="start" aria-busy="true">
      <p role="status">Loading…</p>
    </main>
  );
}

export function LazyScreen({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
