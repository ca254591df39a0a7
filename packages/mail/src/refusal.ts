/**
 * Setups a passed file cannot hold (property 5): whoever holds the file can read all of it, so the only secret a
 * mail game keeps is sealed simultaneous orders. A setup whose views differ between the seats for any other
 * reason is refused with a sentence that says to play it online. Found by comparing `observe` for both seats
 * (the test plays random games of the allowed setups and compares the views at every step): War at Sea's
 * face-down British ships (19.3), and in Victory at Sea ships that start unseen: submersibles deployed in a
 * hidden square (VAS-SUB-HIDDEN), reinforcements that arrive later and convoys entering from an edge. A scenario
 * is judged by the battle it gives (its pre-battle rolls seeded, every ship placed automatically): its deployment
 * hides nothing but the carriers' flights aloft, which are simultaneous secret orders.
 */
import { autoBattleSetup, isScenarioSetup } from '@salvo/scenarios';
import { vas } from '@salvo/vas';
import { canonical } from './bytes';
import { mailError, type MailError } from './errors';
import { mailEngine, playersOf } from './games';
import type { MailGameKind } from './types';

const ONLINE = 'a file both players hold cannot keep it secret: play this game online instead (salvo serve).';

/** A view with what legitimately differs between seats left out: who looks, and their own unrevealed orders. */
export function sharedView(view: unknown): unknown {
  if (typeof view !== 'object' || view === null) return view;
  const { viewer: _viewer, ownSecret: _own, ...rest } = view as Record<string, unknown>;
  return rest;
}

/** Whether both seats see the same thing in `state` (their own sealed orders aside). */
export function sameViews(kind: MailGameKind, state: unknown, seats: readonly string[]): boolean {
  const engine = mailEngine(kind);
  const views = seats.map((s) => canonical(sharedView(engine.observe(state, s))));
  return views.every((v) => v === views[0]);
}

interface VasShipLike { readonly name?: string; readonly hidden?: boolean }
interface VasHiddenLike {
  readonly ships: Readonly<Record<string, VasShipLike>>;
  readonly naval: { readonly hidden: Readonly<Record<string, unknown>> };
  readonly scenarioRules: { readonly reserves: readonly { readonly ship: string }[] };
}

function vasHidden(state: unknown): string | null {
  const s = state as VasHiddenLike;
  for (const [id, ship] of Object.entries(s.ships)) {
    if (!ship.hidden) continue;
    const name = ship.name ?? id;
    if (Object.hasOwn(s.naval.hidden, id)) return `${name} is deployed hidden in a secret square`;
    if (s.scenarioRules.reserves.some((r) => r.ship === id)) return `${name} arrives later, unseen by the other side`;
    return `${name} enters from the edge later, unseen by the other side`;
  }
  return null;
}

const hiddenRefusal = (why: string | null): MailError =>
  mailError('ERR_MAIL_HIDDEN', `This setup keeps something hidden from one side${why ? ` (${why})` : ''}, and ${ONLINE}`);

/** Why this setup cannot be played by mail, or null when it can. */
export function mailRefusal(kind: MailGameKind, setup: unknown): MailError | null {
  const engine = mailEngine(kind);
  const created = engine.createGame(setup);
  if (!created.ok) return mailError('ERR_MAIL_SETUP', created.error.message);
  const seats = playersOf(kind, created.value);
  if (seats.length !== 2) return mailError('ERR_MAIL_SETUP', `Play by mail is for two players; this battle has ${seats.length} fleets.`);
  const options = (setup as { options?: { faceDown?: unknown } }).options;
  if (kind === 'war-at-sea' && options?.faceDown === true) {
    return mailError('ERR_MAIL_HIDDEN', `Face-down British ships (19.3) hide which ship is which from the Axis, and ${ONLINE}`);
  }
  if (!sameViews(kind, created.value, seats)) return hiddenRefusal(kind === 'vas' ? vasHidden(created.value) : null);
  if (kind === 'vas' && isScenarioSetup(setup)) {
    // before the battle the views are the same by construction: judge the battle the scenario gives
    const auto = autoBattleSetup(setup);
    if (!auto.ok) return mailError('ERR_MAIL_SETUP', auto.message);
    const battle = vas.createGame(auto.setup);
    if (!battle.ok) return mailError('ERR_MAIL_SETUP', battle.error.message);
    if (!sameViews(kind, battle.value, seats)) return hiddenRefusal(vasHidden(battle.value));
  }
  return null;
}
