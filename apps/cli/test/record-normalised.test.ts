/** The record keeps only the action the engine accepted, never the typed JSON (issue 7 item 19). */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas, type VasState } from '@salvo/vas';
import { wasEngine } from '@salvo/was';
import { scriptedTerminal } from '../src/io/terminal';
import { defaultBattle } from '@salvo/scenarios';
import { playVas } from '../src/vas/play-loop';
import { playWas } from '../src/was/play-loop';

function start(seed: number): VasState {
  const r = vas.createGame(defaultBattle(seed));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('typed JSON actions are recorded normalised', () => {
  it('an extra field nested 20,000 deep is not recorded, and every later save can still be written', async () => {
    let deep = '1';
    for (let i = 0; i < 20_000; i++) deep = `{"a":${deep}}`;
    const term = scriptedTerminal(['6 6', '1 1', `{"type":"take-first","fleet":"rn","first":true,"extra":${deep}}`]);
    const saved: string[] = [];
    const out = await playVas(vas, start(3), {
      controllers: { rn: 'human', rm: 'random' }, table: true, botRng: seedRng(3),
      onAction: (actions) => saved.push(JSON.stringify(actions)),
    }, term);
    expect(out.actions[2]).toEqual({ type: 'take-first', fleet: 'rn', first: true });
    expect(JSON.stringify(out.actions[2])).toBe('{"type":"take-first","fleet":"rn","first":true}');
    expect(saved.at(-1)).not.toContain('extra');
  });

  it('War at Sea: an extra field nested 20,000 deep is not recorded, and every later save can still be written', async () => {
    let deep = '1';
    for (let i = 0; i < 20_000; i++) deep = `{"a":${deep}}`;
    const created = wasEngine.createGame({ seed: 2, options: {} });
    if (!created.ok) throw new Error(created.error.message);
    const term = scriptedTerminal([`{"type":"deploy","malta":["gb-nelson"],"extra":${deep}}`, 'hood > na', 'done']);
    const saved: string[] = [];
    const out = await playWas(created.value, {
      controllers: { allies: 'human', axis: 'random' }, table: false, botRng: seedRng(2), clearScreen: false,
      onAction: (actions) => saved.push(JSON.stringify(actions)),
    }, term);
    expect(JSON.stringify(out.actions[0])).toBe('{"type":"deploy","malta":["gb-nelson"]}');
    expect(out.actions.length).toBeGreaterThan(2);
    expect(saved.length).toBe(out.actions.length);
    expect(saved.at(-1)).not.toContain('extra');
  });

  it('War at Sea apply hands back the accepted action: known fields only, in objects not shared with the caller', () => {
    const created = wasEngine.createGame({ seed: 2, options: {} });
    if (!created.ok) throw new Error(created.error.message);
    const malta = ['gb-nelson'];
    const sent = { type: 'deploy' as const, malta, extra: { a: 1 } };
    const r = wasEngine.apply(created.value, sent);
    expect(r.ok && r.value.action).toEqual({ type: 'deploy', malta: ['gb-nelson'] });
    expect(r.ok && r.value.action && r.value.action.type === 'deploy' && r.value.action.malta !== malta).toBe(true);
  });
});
