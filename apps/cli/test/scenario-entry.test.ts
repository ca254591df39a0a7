import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { loadScenario, planBattle } from '@salvo/scenarios';
import { deployScenario } from '../src/vas/scenario-battle';
import { parseTypedAction } from '../src/vas/parse-action';
import { scriptedTerminal } from '../src/io/terminal';

describe('a side that enters from the table edges (Convoy Duty)', () => {
  it('VAS-SCN-CONVOY-ENTRY: the attacker places nothing at deployment; in the battle "enter <ship> x y [heading], ..." brings ships on, "enter none" holds them', async () => {
    const s = loadScenario('convoy-duty');
    if (!s.ok) throw new Error('convoy-duty');
    const p = planBattle(s.value, { seed: 3, attacker: 1 });
    if (!p.ok) throw new Error('plan');
    const term = scriptedTerminal([]);
    const setup = await deployScenario(p.value, ['random', 'human'], term);
    if (!setup) throw new Error(term.out.join('\n'));
    expect(term.out.some((l) => /does not start on the table: at the start of every Movement Phase you choose/.test(l))).toBe(true);
    const g = vas.createGame(setup);
    if (!g.ok) throw new Error(g.error.message);
    // Roll the initiative: the attacker's entry decision is next.
    let st = g.value;
    for (let i = 0; i < 10 && vas.pending(st).kind === 'chance'; i++) st = vas.rollChance(st).state;
    const pend = vas.pending(st);
    expect(pend).toMatchObject({ kind: 'decision', decision: 'enter' });
    const fleet = pend.kind === 'decision' ? pend.player : '';
    const [a, b] = p.value.players[1]!.ships;
    const typed = parseTypedAction(st, `enter ${a!.id} 30 47, ${b!.id} 40 1 10`, fleet);
    expect(typed).toEqual({ ok: true, action: { type: 'enter', fleet, ships: [
      { ship: a!.id, position: { x: 30, y: 47 }, heading: 180 }, { ship: b!.id, position: { x: 40, y: 1 }, heading: 10 },
    ] } });
    if (!typed.ok) throw new Error(typed.message);
    const r = vas.apply(st, typed.action);
    expect(r.ok).toBe(true);
    expect(parseTypedAction(st, 'enter none', fleet)).toEqual({ ok: true, action: { type: 'enter', fleet, ships: [] } });
    expect(parseTypedAction(st, 'enter somebody', fleet)).toMatchObject({ ok: false, message: expect.stringMatching(/Write enter <ship> <x> <y>/) });
  });
});
