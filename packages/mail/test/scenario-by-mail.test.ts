/**
 * A Victory at Sea scenario by mail (SALVO-MAIL-SCENARIO): the pre-battle rolls are dice like any other (the
 * joining seat rolls them: nobody has decided yet), each side deploys in the scenario's order in the file, and the
 * carriers' flights aloft are sealed simultaneous orders until both sides have given theirs. Scenarios whose battle
 * hides ships from one side are refused as before.
 */
import { describe, expect, it } from 'vitest';
import { BUILTIN_SCENARIOS, isDeploying } from '@salvo/scenarios';
import { parseMail } from '../src/format';
import { mailRefusal, verifyMail, type MailFile } from '../src/index';
import { playByMail } from './play';

const setupOf = (id: string): unknown => ({ scenario: BUILTIN_SCENARIOS[id], seed: `mail:${id}`, level: 'Battle' });
const fileOf = (text: string): MailFile => (parseMail(text) as { ok: true; value: MailFile }).value;

describe('a scenario by mail', () => {
  it('SALVO-MAIL-SCENARIO: Carrier Clash by mail: the joiner rolls the pre-battle dice, both deploy in turn, flights aloft are sealed until both are given, then the battle goes on and the whole file verifies', () => {
    const seats: [string, string] = ['west', 'east'];
    const g = playByMail({ game: 'vas', setup: setupOf('carrier-clash'), seats, id: 'mail-cc-1', seed: 5, hops: 12 });
    const started = g.tables.findIndex((t) => !isDeploying(t.state));
    expect(started).toBeGreaterThan(0);
    const f = fileOf(g.texts.at(-1) as string);
    const firstAct = f.log.findIndex((e) => e.kind === 'act');
    const rollsBefore = f.log.slice(0, firstAct).filter((e) => e.kind === 'roll');
    expect(rollsBefore.length).toBeGreaterThan(0);
    expect(new Set(rollsBefore.map((e) => e.seat))).toEqual(new Set([seats[1]]));
    const deploys = f.log.filter((e) => e.kind === 'act' && (e.action as { type?: string }).type === 'scenario-deploy');
    expect(deploys.map((e) => e.seat).sort()).toEqual([...seats].sort());
    const sealed = f.log.findIndex((e) => e.kind === 'sealed');
    const revealed = f.log.findIndex((e) => e.kind === 'reveal');
    expect(sealed).toBeGreaterThan(f.log.lastIndexOf(deploys.at(-1) as never));
    expect(revealed).toBeGreaterThan(sealed);
    // the sealed choice is not in the text the other seat received before the reveal
    const beforeReveal = g.texts.find((t) => fileOf(t).log.some((e) => e.kind === 'sealed') && !fileOf(t).log.some((e) => e.kind === 'reveal'));
    expect(beforeReveal).toBeDefined();
    expect(beforeReveal).not.toContain('scenario-aloft');
    const v = verifyMail(g.texts.at(-1) as string);
    expect(v.ok).toBe(true);
  });

  it('SALVO-MAIL-HIDDEN: a scenario whose battle brings ships on unseen is refused with the reason; one that hides nothing is accepted', () => {
    expect(mailRefusal('vas', setupOf('convoy-duty'))?.message).toMatch(/enters from the edge later/);
    expect(mailRefusal('vas', setupOf('final-battle'))?.message).toMatch(/arrives later/);
    for (const id of ['river-plate', 'blockade', 'carrier-clash', 'cape-matapan']) expect(mailRefusal('vas', setupOf(id))).toBeNull();
  });
});
