/**
 * Briefing and deployment of a planned scenario battle, then the battle itself.
 *
 * Players set up in the scenario's order (plan.deployOrder). A person whose side deploys in zones places
 * each ship by dragging it onto the table (or typing x and y: DeployShips), each placement judged by the scenario's
 * `placeShip` (inside one of her zones, on the table, not on another ship): a refused one goes back and its
 * sentence is shown. "Deploy for me" places the rest as a bot would (`autoPlaceSide`); a bot places its
 * own when its turn to set up comes; fixed (historical) and rolled (Blockade) deployments are placed by the
 * scenario. A person with a carrier also chooses how many of its flights start in the air (CarrierAloft, any
 * deployment; a bot's carriers start with the most). "Start the battle" turns the plan into the engine's setup
 * (`planToSetup`) and a local game.
 */
import { useEffect, useId, useState } from 'react';
import type { VasStrength } from '@salvo/bots';
import { autoPlaceSide, planToSetup, zoneText, type BattlePlan } from '@salvo/scenarios';
import { startLocal, type AnySession } from '../session/new-game';
import type { Controller } from '../session/types';
import { Briefing } from './Briefing';
import { DeployTable } from './DeployTable';
import { CarrierAloft } from './CarrierAloft';
import { DeployShips, placeByHand } from './DeployShips';
import { anyoneDeploys, handDeployers, placesByHand, readyText } from './plan';

export type ScenarioMode = 'bot' | 'hot-seat' | 'table';

interface Props {
  readonly plan: BattlePlan;
  /** Player index of Player 1 (the person, against a bot). */
  readonly first: number;
  readonly mode: ScenarioMode;
  readonly strength: VasStrength;
  readonly seed: string;
  readonly botDelay: number;
  readonly onStart: (s: AnySession) => void;
  readonly onBack: () => void;
}

/** Places every player that does not deploy by hand, from `step` on, until one does; the new step. */
function advance(plan: BattlePlan, step: number, hand: readonly number[]): { step: number; problem: string | null } {
  let k = step;
  for (; k < plan.deployOrder.length; k++) {
    const i = plan.deployOrder[k] as number;
    // A hand deployer who places nothing herself (rolled, fixed, edge entry) only chooses her carriers' flights aloft.
    if (hand.includes(i)) return { step: k, problem: placesByHand(plan, i) ? null : autoPlaceSide(plan, i) };
    const why = autoPlaceSide(plan, i);
    if (why) return { step: k, problem: why };
  }
  return { step: k, problem: null };
}

export function DeployScreen({ plan, first, mode, strength, seed, botDelay, onStart, onBack }: Props) {
  const uid = useId();
  const isHuman = (i: number): boolean => mode !== 'bot' || i === first;
  const [hand] = useState(() => handDeployers(plan, isHuman));
  const [progress, setProgress] = useState(() => advance(plan, 0, hand));
  const [version, setVersion] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(progress.problem);
  const deploying = progress.step < plan.deployOrder.length ? (plan.deployOrder[progress.step] as number) : null;
  const player = deploying !== null ? plan.players[deploying] : undefined;

  const place = (ship: number, at: { x: number; y: number }) => {
    if (deploying === null || !player) return;
    const why = placeByHand(plan, deploying, ship, at);
    setRefusal(why ? `Not placed: ${why}` : null);
    setVersion((v) => v + 1);
  };
  const forMe = () => {
    if (deploying === null) return;
    const why = autoPlaceSide(plan, deploying);
    setRefusal(why);
    setVersion((v) => v + 1);
  };
  const done = () => {
    const next = advance(plan, progress.step + 1, hand);
    setProgress(next);
    setRefusal(next.problem);
    setVersion((v) => v + 1);
  };
  const start = () => {
    const setup = planToSetup(plan);
    const seats: Record<string, Controller> = Object.fromEntries(plan.players.map((p, i) => [p.fleetId, isHuman(i) ? 'human' : strength]));
    const human = plan.players[first]?.fleetId ?? '';
    const s = startLocal({ game: 'vas', mode, bot: strength, humanSeat: human, seed, preMeasure: false, botDelay, seats }, { setup });
    if (typeof s === 'string') setRefusal(s);
    else onStart(s);
  };
  // The screen opens at its top (the table), not where the scenario list was scrolled to for "Prepare the battle".
  useEffect(() => { window.scrollTo(0, 0); }, []);
  const allPlaced = player?.ships.every((s) => s.placement) ?? true;
  return (
    <main className="scenario-deploy">
      <header className="game-header">
        <h1>{plan.scenario.name}: {deploying !== null ? 'deployment' : 'ready'}</h1>
        <div className="row"><button type="button" onClick={onBack}>Back to the scenarios</button></div>
      </header>
      <div className="deploy-main">
        <div className="deploy-left">
          <DeployTable plan={plan} deploying={deploying} version={version} onDrop={place} />
          <p className="hint">{anyoneDeploys(plan) ? 'Zones are hatched and labelled with their player; ' : ''}Player 1&apos;s ships carry a round badge, Player 2&apos;s a square one. North is the top edge unless you turn the table.</p>
        </div>
        <aside className="side">
          <section className="decision" aria-labelledby={`${uid}-d`}>
            {deploying !== null && player ? <>
              <h2 id={`${uid}-d`}>Player {deploying + 1} ({player.fleetName}) deploys</h2>
              {placesByHand(plan, deploying) ? <>
              <p>Drag each ship from the strip below the table into {player.side.deployment.zones.length === 1 ? 'the zone' : 'one of the zones'}: {player.side.deployment.zones.map(zoneText).join('; ')}. Or type where she goes.</p>
              <DeployShips plan={plan} player={deploying} version={version} onPlace={place} />
              </> : <p>{player.side.deployment.kind === 'long-edge-entry' ? 'Your ships start off the table and come on from the edges during the battle.' : 'The scenario places your ships.'} Choose how many flights your carriers start with in the air.</p>}
              <CarrierAloft plan={plan} player={deploying} version={version} onChanged={() => setVersion((v) => v + 1)} />
              <div className="row">
                {placesByHand(plan, deploying) && <button type="button" onClick={forMe}>Deploy for me</button>}
                <button type="button" className="primary" onClick={done} disabled={!allPlaced}>Done deploying</button>
              </div>
            </> : <>
              <h2 id={`${uid}-d`}>Every fleet is deployed</h2>
              <p>{readyText(plan, isHuman)}</p>
              <button type="button" className="primary" onClick={start}>Start the battle</button>
            </>}
            {refusal && <p role="alert" className="error">{refusal}</p>}
          </section>
          <Briefing plan={plan} headingId={`${uid}-b`} typed={mode === 'table'} />
        </aside>
      </div>
    </main>
  );
}
