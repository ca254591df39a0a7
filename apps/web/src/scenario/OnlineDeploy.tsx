/**
 * An online scenario game being deployed by hand (the server's deployment.ts; docs/scenarios.md "Online"). The
 * seat whose turn it is gets the deployment screen's parts on a plan made from the server's view (`planOfView`):
 * the table to drag onto (DeployTable), the typed positions (DeployShips), its carriers' flights aloft
 * (CarrierAloft), "Deploy for me"; "Done deploying" sends the whole deployment, and a refusal shows the scenario's
 * sentence. The other seat and spectators wait, with the zones and whatever ships the server lets them see on the
 * table ("Regia Marina deploys first; you deploy next"). The invite and spectator links stay offered while the other
 * seat has not joined, and the players may write to each other (ChatPanel) while they deploy. Nothing is shown that the server's view does not hold (deploy-view.ts decides).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { autoPlaceSide, planOfView, zoneText, type Deployment, type DeployView } from '@salvo/scenarios';
import type { ChatMessage } from '@salvo/kernel/protocol';
import { ChatPanel, type ChatSession } from '../common/ChatPanel';
import { ShareLinks } from '../common/CopyLink';
import { Briefing } from './Briefing';
import { CarrierAloft } from './CarrierAloft';
import { DeployShips, placeByHand } from './DeployShips';
import { DeployTable } from './DeployTable';
import { anyoneDeploys, placesByHand } from './plan';
import { deploymentOf, waitingText, yourPartText } from './online-deployment';

/** What this screen needs of the online session (RemoteSession): its deployment, its links and its messages. */
export interface DeploySession extends ChatSession {
  readonly seat: string | null;
  readonly invite?: string | undefined;
  readonly watch?: string | undefined;
  deploy(d: Deployment): Promise<string | null>;
}

/** The conversation and who is here, from the session's snapshot (the players may talk while they deploy). */
export interface Talk {
  readonly chat?: readonly ChatMessage[] | undefined;
  readonly chatOpenedWith?: number | undefined;
  readonly present?: readonly string[] | undefined;
}

export function OnlineDeploy({ session, view, talk, onLeave }: { readonly session: DeploySession; readonly view: DeployView; readonly talk: Talk; readonly onLeave: () => void }) {
  const uid = useId();
  // a fresh plan from each view the server sends; this seat's placements live on it until sent
  const plan = useMemo(() => planOfView(view), [view]);
  const placedBefore = useMemo(() => new Set((view.you === null ? [] : view.players[view.you]?.ships ?? []).filter((s) => s.placement).map((s) => s.id)), [view]);
  const [version, setVersion] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => { setRefusal(null); }, [view]);
  const me = view.you;
  const mine = me !== null && view.deploying === me;
  const player = me !== null ? plan.players[me] : undefined;
  const changed = () => setVersion((v) => v + 1);
  const place = (ship: number, at: { x: number; y: number }) => {
    if (!mine || me === null) return;
    const why = placeByHand(plan, me, ship, at);
    setRefusal(why ? `Not placed: ${why}` : null);
    changed();
  };
  const forMe = () => {
    if (me === null) return;
    setRefusal(autoPlaceSide(plan, me));
    changed();
  };
  const done = () => {
    if (me === null) return;
    setSending(true);
    void session.deploy(deploymentOf(plan, me, placedBefore)).then((why) => {
      setSending(false);
      setRefusal(why);
    });
  };
  const allPlaced = player?.ships.every((s) => s.placement) ?? true;
  return (
    <main className="scenario-deploy online-deploy">
      <header className="game-header">
        <h1>{plan.scenario.name}: deployment</h1>
        <div className="row"><button type="button" onClick={onLeave}>Leave game</button></div>
        <ShareLinks invite={session.invite} watch={session.watch} />
      </header>
      <div className="deploy-main">
        <div className="deploy-left">
          <DeployTable plan={plan} deploying={mine ? me : null} version={version} onDrop={place} />
          <p className="hint">{anyoneDeploys(plan) ? 'Zones are hatched and labelled with their player; ' : ''}Player 1&apos;s ships carry a round badge, Player 2&apos;s a square one. North is the top edge unless you turn the table.</p>
        </div>
        <aside className="side">
          <section className="decision" aria-labelledby={`${uid}-d`}>
            {mine && player && me !== null ? <>
              <h2 id={`${uid}-d`}>You deploy ({player.fleetName})</h2>
              {placesByHand(plan, me) ? <>
                <p>Drag each ship from the strip below the table into {player.side.deployment.zones.length === 1 ? 'the zone' : 'one of the zones'}: {player.side.deployment.zones.map(zoneText).join('; ')}. Or type where she goes.</p>
                <DeployShips plan={plan} player={me} version={version} onPlace={place} />
              </> : <p>{player.side.deployment.kind === 'long-edge-entry' ? 'Your ships start off the table and come on from the edges during the battle.' : 'The scenario places your ships.'} Choose how many flights your carriers start with in the air.</p>}
              <CarrierAloft plan={plan} player={me} version={version} onChanged={changed} />
              <div className="row">
                {placesByHand(plan, me) && <button type="button" onClick={forMe}>Deploy for me</button>}
                <button type="button" className="primary" onClick={done} disabled={!allPlaced || sending}>Done deploying</button>
              </div>
            </> : <>
              <h2 id={`${uid}-d`}>Waiting for the deployment</h2>
              <p role="status" className="deploy-wait">{waitingText(view)}</p>
              {view.deploying !== null && <p>{plan.players[view.deploying]?.fleetName} sets up in {plan.players[view.deploying]?.side.deployment.zones.map(zoneText).join('; ')}.</p>}
              {yourPartText(view) && <p className="deploy-yours">{yourPartText(view)}</p>}
            </>}
            {refusal && <p role="alert" className="error">{refusal}</p>}
          </section>
          <ChatPanel session={session} messages={talk.chat} openedWith={talk.chatOpenedWith} present={talk.present} />
          <Briefing plan={plan} headingId={`${uid}-b`} />
        </aside>
      </div>
    </main>
  );
}
