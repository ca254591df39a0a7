/**
 * Between an online game's session and its battle screen: while the server says the scenario is being deployed by
 * hand (RemoteSession.deployment), the deployment screen (OnlineDeploy), then the battle (`children`) once the
 * battle's welcome has come; a game by mail whose scenario is before its battle, MailDeploy. Any other session goes
 * straight to `children`.
 */
import { lazy, Suspense, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { DeployView } from '@salvo/scenarios';
import type { DeploySession, Talk } from './OnlineDeploy';
import type { MailDeploySession } from '../mail/MailDeploy';

// fetched only for a game being deployed: the deployment screen and the scenario package's checks
const OnlineDeploy = lazy(() => import('./OnlineDeploy').then((m) => ({ default: m.OnlineDeploy })));
// a scenario by mail before its battle (docs/mail.md "Scenarios")
const MailDeploy = lazy(() => import('../mail/MailDeploy').then((m) => ({ default: m.MailDeploy })));

interface Watched {
  subscribe(l: () => void): () => void;
  getSnapshot(): Talk & { readonly state?: unknown };
}

/** A game by mail whose scenario is still before its battle (scenarioVas's deploying state). */
const mailDeploying = (s: object, state: unknown): s is MailDeploySession =>
  (s as { mode?: unknown }).mode === 'mail' && typeof state === 'object' && state !== null && (state as { phase?: unknown }).phase === 'scenario-deploying';

const deployingOf = (s: object): (DeploySession & { deployment: DeployView }) | null => {
  const d = (s as { deployment?: DeployView | null }).deployment;
  return d ? (s as DeploySession & { deployment: DeployView }) : null;
};

export function DeployGate({ session, onLeave, children }: { readonly session: Watched; readonly onLeave: () => void; readonly children: ReactNode }) {
  const subscribe = useCallback((l: () => void) => session.subscribe(l), [session]);
  const snapshot = useCallback(() => session.getSnapshot(), [session]);
  const snap = useSyncExternalStore(subscribe, snapshot);
  if (mailDeploying(session, snap.state)) return <Suspense fallback={<p role="status">Loading…</p>}><MailDeploy session={session} onLeave={onLeave} /></Suspense>;
  const deploying = deployingOf(session);
  if (deploying) return <Suspense fallback={<p role="status">Loading…</p>}><OnlineDeploy session={deploying} view={deploying.deployment} talk={snap} onLeave={onLeave} /></Suspense>;
  return <>{children}</>;
}
