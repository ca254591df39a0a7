/**
 * What every player reads before a scenario battle: the scenario, its Priority Level, game length and
 * victory conditions, the pre-battle rolls and choices with what they decided, the conditions and who
 * plays which side (and the set-up order, where anyone sets up). The rolls are planBattle's own sentences (they say the die, what was needed and the outcome);
 * in table mode (`typed`) each roll is marked "(typed at the table)".
 */
import type { BattlePlan } from '@salvo/scenarios';
import { lengthText } from './catalog';
import { isRollNote } from './table-plan';
import { anyoneDeploys } from './plan';

export function Briefing({ plan, headingId, typed = false }: { plan: BattlePlan; headingId: string; typed?: boolean }) {
  const s = plan.scenario;
  const rolls = plan.notes.filter((n) => !n.startsWith('Blockade deployment'));
  return (
    <section className="briefing" aria-labelledby={headingId}>
      <h2 id={headingId}>{s.name} <span className="muted">({s.kind} scenario, Priority Level {plan.level})</span></h2>
      <p>{s.summary}</p>
      <dl className="brief-list">
        <dt>Game length</dt><dd>{lengthText(s)}</dd>
        <dt>Victory</dt><dd>{s.victory.text}</dd>
        <dt>Conditions</dt><dd>{plan.weather === 'bad' ? 'Bad Weather' : 'Good weather'}, {plan.night ? 'at night' : 'by day'}</dd>
        <dt>Players</dt>
        <dd><ul>{plan.players.map((p, i) => (
          <li key={p.fleetId}>Player {i + 1}: {p.fleetName}{p.fleetName !== p.side.name ? ` as ${p.side.name}` : ''}{p.side.role !== 'none' ? ` (${p.side.role})` : ''}, {p.ships.length} ship{p.ships.length === 1 ? '' : 's'}</li>
        ))}</ul></dd>
        {anyoneDeploys(plan) && <><dt>Set-up order</dt><dd>{plan.deployOrder.map((i) => `Player ${i + 1}`).join(', then ')}</dd></>}
      </dl>
      <h3>Pre-battle rolls and choices</h3>
      {rolls.length > 0 ? <ul className="rolls">{rolls.map((n, i) => <li key={i}>{n}{typed && isRollNote(n) ? <> <span className="dice-by typed">(typed at the table)</span></> : null}</li>)}</ul> : <p>None: the scenario fixes everything.</p>}
    </section>
  );
}
