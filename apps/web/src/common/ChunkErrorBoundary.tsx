/**
 * Around the screens loaded on first use (App.tsx): a screen whose code could not be fetched (`ScreenLoadError`)
 * is said in a sentence with "Reload the page", never left as a blank page. Any other error is thrown on, as if
 * this boundary were not there.
 */
import { Component, type ReactNode } from 'react';
import { ScreenLoadError } from './lazy-screen';

/** What was thrown, boxed: anything may be thrown, `null` included. */
interface Caught { readonly failed: { readonly error: unknown } | null }

export class ChunkErrorBoundary extends Component<{ children: ReactNode }, Caught> {
  override state: Caught = { failed: null };

  static getDerivedStateFromError(error: unknown): Caught {
    return { failed: { error } };
  }

  override render(): ReactNode {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed.error instanceof ScreenLoadError)) throw failed.error;
    return (
      <main className="start">
        <section role="alert" aria-labelledby="screen-load-failed">
          <h1 id="screen-load-failed">This screen could not be loaded</h1>
          <p>Salvo could not fetch this part of the page: the network may have dropped, or Salvo was updated since this page was opened. Reloading fetches it again; games on this browser are kept.</p>
          <button type="button" className="primary" onClick={() => location.reload()}>Reload the page</button>
        </section>
      </main>
    );
  }
}
