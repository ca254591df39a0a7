/**
 * A scenario by mail before its battle (docs/mail.md "Scenarios"; scenarioVas's deploying state): the scenario's
 * briefing and the table with every ship the seat's view shows. When the file asks this seat to set up, the deployment
 * screen's parts on a plan made from that view (`planOfView`): the table to drag onto (DeployTable), typed positions
 * (DeployShips), "Deploy for me", "Done deploying"; when it asks for the carriers' flights aloft (simultaneous and
 * sealed in the file), CarrierAloft and "Done". Otherwise it says who sets up and the banner says where the file goes.
 * Everything read comes from `scenarioVas.observe` for this seat; a refusal shows the scenario's sentence.
 */
import { useCallback, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { autoPlaceSide, planOfView, scenarioVas, zoneText, type DeployingState, type DeployingView, type ScenarioVasAction } from '@salvo/scenarios';
import type { Pending } from '@salvo/kernel';
import { EventLog } from '../common/Log';
import { vasRuleTitle } from '../vas/rule-titles';
import { Briefing } from '../scenario/Briefing';
import { lengthText } from '../scenario/catalog';
import { CarrierAloft } from '../scenario/CarrierAloft';
import { DeployShips, placeByHand } from '../scenario/DeployShips';
import { DeployTable } from '../scenario/DeployTable';
import { placesByHand } from '../scenario/plan';
import { deploymentOf } from '../scenario/online-deployment';
import type { Snapshot } from '../session/types';
import { MailBanner } from './MailBanner';

/** What this screen needs of the mail session (MailSession). */
export interface MailDeploySession {
  readonly seat: string;
  subscribe(l: () => void): () => void;
  getSnapshot(): Snapshot<unknown, ScenarioVasAction>;
  submit(action: ScenarioVasAction, tried: string): Promise<string | null>;
}

/** Whether the file asks this seat for `decision` now. */
function asks(p: Pending<string>, seat: string, decision: string): boolean {
  if (p.kind === 'decision') return p.player === seat && p.decision === decision;
  return p.kind === 'simultaneous' && p.decision === decision && p.players.includes(seat);
}

export function MailDeploy({ session, onLeave }: { readonly session: MailDeploySession; readonly onLeave: () => void }) {
  const uid = useId();
  const subscribe = useCallback((l: () => void) => session.subscribe(l), [session]);
  const snapshot = useCallback(() => session.getSnapshot(), [session]);
  const snap = useSyncExternalStore(subscribe, snapshot);
  const seat = session.seat;
  const view = useMemo(() => scenarioVas.observe(snap.state as DeployingState, seat) as DeployingView, [snap.state, seat]);
  const me = view.deploy ? view.deploy.players.findIndex((p) => p.fleetId === seat) : -1;
  // a fresh plan from each view; this seat's placements and choices live on it until sent
  const plan = useMemo(() => (view.deploy ? planOfView({ ...view.deploy, you: me }) : null), [view, me]);
  const placedBefore = useMemo(() => new Set((plan?.players[me]?.ships ?? []).filter((s) => s.placement).map((s) => s.id)), [plan, me]);
  const [version, setVersion] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const placing = asks(snap.pending, seat, 'scenario-deploy');
  const choosing = asks(snap.pending, seat, 'scenario-aloft');
  const changed = () => setVersion((v) => v + 1);
  const place = (ship: number, at: { x: number; y: number }) => {
    if (!plan || !placing) return;
    const why = placeByHand(plan, me, ship, at);
    setRefusal(why ? `Not placed: ${why}` : null);
    changed();
  };
  const send = (action: ScenarioVasAction, tried: string) => {
    setSending(true);
    void session.submit(action, tried).then((why) => {
      setSending(false);
      setRefusal(why);
    });
  };
  const player = plan?.players[me];
  const allPlaced = player?.ships.every((s) => s.placement) ?? true;
  const deploying = view.deploy?.deploying ?? null;
  return (
    <main className="scenario-deploy mail-deploy">
      <header className="game-header">
        <h1>{view.scenario ? `${view.scenario.name}: before the battle` : 'Before the battle'}</h1>
        <div className="row"><button type="button" onClick={onLeave}>Leave game</button></div>
      </header>
      <MailBanner news={snap.mail} />
      <div className="deploy-main">
        <div className="deploy-left">
          {plan && <DeployTable plan={plan} deploying={placing ? me : null} version={version} onDrop={place} />}
          {!plan && view.scenario && <section className="briefing" aria-labelledby={`${uid}-s`}>
            <h2 id={`${uid}-s`}>{view.scenario.name} <span className="muted">({view.scenario.kind} scenario)</span></h2>
            <p>{view.scenario.summary}</p>
            <dl className="brief-list">
              <dt>Game length</dt><dd>{lengthText(view.scenario)}</dd>
              <dt>Victory</dt><dd>{view.scenario.victory.text}</dd>
            </dl>
          </section>}
        </div>
        <aside className="side">
          <section className="decision" aria-labelledby={`${uid}-d`}>
            {placing && plan && player ? <>
              <h2 id={`${uid}-d`}>You deploy ({player.fleetName})</h2>
              <p>Drag each ship from the strip below the table into {player.side.deployment.zones.length === 1 ? 'the zone' : 'one of the zones'}: {player.side.deployment.zones.map(zoneText).join('; ')}. Or type where she goes. The other side sees your ships when it sets up.</p>
              <DeployShips plan={plan} player={me} version={version} onPlace={place} />
              <div className="row">
                {placesByHand(plan, me) && <button type="button" onClick={() => { setRefusal(autoPlaceSide(plan, me)); changed(); }}>Deploy for me</button>}
                <button type="button" className="primary" disabled={!allPlaced || sending}
                  onClick={() => send({ type: 'scenario-deploy', fleet: seat, placements: deploymentOf(plan, me, placedBefore).placements }, 'Done deploying')}>Done deploying</button>
              </div>
            </> : choosing && plan && player ? <>
              <h2 id={`${uid}-d`}>Your carriers&apos; flights in the air ({player.fleetName})</h2>
              <p>Every ship is on the table. Choose how many flights each carrier starts with in the air; the rest start aboard, ready to launch. Your choice is sealed in the file until the other side has given theirs.</p>
              <CarrierAloft plan={plan} player={me} version={version} onChanged={changed} />
              <div className="row">
                <button type="button" className="primary" disabled={sending}
                  onClick={() => send({ type: 'scenario-aloft', fleet: seat, choices: deploymentOf(plan, me, placedBefore).aloft ?? {} }, 'Done')}>Done</button>
              </div>
            </> : <>
              <h2 id={`${uid}-d`}>Before the battle</h2>
              <p role="status">{deploying !== null && plan ? `${plan.players[deploying]?.fleetName ?? 'The other side'} sets up ${deploying === me ? '' : 'now'} in ${plan.players[deploying]?.side.deployment.zones.map(zoneText).join('; ')}.`
                : snap.pending.kind === 'simultaneous' ? 'The carriers\' flights in the air are being chosen.'
                  : `The pre-battle rolls come first${view.waiting ? ` (next: ${view.waiting})` : ''}; then each side sets up in turn.`}</p>
            </>}
            {refusal && <p role="alert" className="error">{refusal}</p>}
          </section>
          {plan && <Briefing plan={plan} headingId={`${uid}-b`} />}
          <EventLog log={snap.log} ruleTitle={vasRuleTitle} />
        </aside>
      </div>
    </main>
  );
}
