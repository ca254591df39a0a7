/** Seconds the bots' work has lasted in a campaign (a `hard` battle takes seconds): it shows that it goes on. */
import { useEffect, useState } from 'react';

/** Seconds since it was first drawn, shown from the second second on. */
export function Elapsed() {
  const [since] = useState(() => Date.now());
  const [, tick] = useState(0);
  useEffect(() => { const t = setInterval(() => tick((n) => n + 1), 1000); return () => clearInterval(t); }, []);
  const secs = Math.floor((Date.now() - since) / 1000);
  return secs < 2 ? null : <span className="muted">({secs} s; the page stays usable, and the campaign is saved)</span>;
}
