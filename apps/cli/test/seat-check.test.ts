import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas, type VasState } from '@salvo/vas';
import { wasEngine, type WasState } from '@salvo/was';
import { scriptedTerminal } from '../src/io/terminal';
import { defaultBattle } from '@salvo/scenarios';
import { playVas } from '../src/vas/play-loop';
import { humanDecision } from '../src/was/human';

function vasStart(seed: number): VasState {
  const r = vas.createGame(defaultBattle(seed));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function wasStart(): WasState {
  const r = wasEngine.createGame({ seed: 1 });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the terminal hosts check every typed action through Engine.actorOf', () => {
  it('Victory at Sea: the Royal Navy seat typing the Regia Marina\'s concession in JSON is refused', async () => {
    const term = scriptedTerminal(['6 6', '1 1', '{"type":"concede","fleet":"rm"}']);
    const out = await playVas(vas, vasStart(3), { controllers: { rn: 'human', rm: 'random' }, table: true, botRng: seedRng(3) }, term);
    expect(out.actions.some((a) => a.type === 'concede')).toBe(false);
    expect(term.out).toContain('That action belongs to the other side: you may act only for your own.');
    expect(vas.pending(out.state).kind).not.toBe('over');
  });

  it('War at Sea: the Allied seat cannot surrender for the Axis nor write the Axis air order', async () => {
    const s = wasStart();
    const term = scriptedTerminal(['{"type":"surrender","side":"axis"}']);
    expect(await humanDecision(s, 'allies', 'Deploy.', term, seedRng(1))).toBeNull();
    expect(term.out).toContain('Not allowed: That action belongs to the other side: you may act only for your own.');
    const air = wasStart();
    air.step = { kind: 'place-air' };
    air.secret = {};
    const t2 = scriptedTerminal(['{"type":"place-air","side":"axis","target":null}', '{"type":"place-air","side":"allies","target":null}']);
    expect(await humanDecision(air, 'allies', 'Place air.', t2, seedRng(1))).toEqual({ type: 'place-air', side: 'allies', target: null });
    expect(t2.out).toContain('Not allowed: That action belongs to the other side: you may act only for your own.');
  });
});
