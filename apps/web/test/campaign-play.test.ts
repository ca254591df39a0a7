/**
 * The pure parts of a campaign played in the page: who acts next (campaign-turn.ts), beginning a campaign
 * from the form's choices (new-campaign.ts), steps applied all or none (campaign-step.ts), the bots' steps
 * (campaign-bots.ts, on this thread under Node), and what the browser keeps (campaign-store.ts) on a storage
 * with a quota. The browser test (campaign-play.browser.test.ts) plays the same through the page.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { campaignBotAction, campaignPending, checkCampaignFile, EXAMPLE_FLEETS, fightEngagement, replayCampaign, type CampaignAction } from '@salvo/campaign';
import { campaignTurn } from '../src/campaign/campaign-turn';
import { beginCampaign } from '../src/campaign/new-campaign';
import { sailingWords } from '../src/campaign/campaign-words';
import { applySteps, typedDice } from '../src/campaign/campaign-step';
import { afterDice, withDice, type DiceWait } from '../src/campaign/dice-wait';
import { runBots } from '../src/campaign/campaign-bots';
import { forgetCampaign, keepCampaign, keptCampaigns, openKept, type CampaignInPlay } from '../src/campaign/campaign-store';
import { QuotaStorage } from './quota-storage';

const fleet = (id: string) => EXAMPLE_FLEETS.find((f) => f.id === id)?.fleet;

function begin(seat2: 'easy' | 'person' = 'easy'): CampaignInPlay {
  const r = beginCampaign({ map: 'mediterranean', seed: '4', battleTurns: 2, players: [{ id: 'p1', fleet: fleet('royal-navy-med'), seat: 'person' }, { id: 'p2', fleet: fleet('italian-navy'), seat: seat2 }] }, 'c1');
  if (!r.ok) throw new Error(r.problems.join('; '));
  return r.campaign;
}

/** Plays the campaign as the page does until `turn` begins: bots by runBots, the person by `person`. */
async function playTo(c0: CampaignInPlay, turn: number, person: (c: CampaignInPlay) => CampaignAction): Promise<{ c: CampaignInPlay; kinds: string[] }> {
  let c = c0;
  const kinds: string[] = [];
  for (let i = 0; i < 200 && c.file.state.turn < turn; i++) {
    const t = campaignTurn(c.file.state, c.seats);
    kinds.push(t.kind);
    if (t.kind === 'over') break;
    const actions = t.kind === 'bots' ? await botActions(c) : [person(c)];
    const r = applySteps(c, actions);
    if (!r.ok) throw new Error(r.problem);
    c = r.campaign;
  }
  return { c, kinds };
}

async function botActions(c: CampaignInPlay): Promise<CampaignAction[]> {
  const r = await runBots({ state: c.file.state, seats: c.seats, seed: String(c.file.actions.length) }).done;
  if ('problem' in r) throw new Error(r.problem);
  return r.actions;
}

/** A stand-in person: the plain campaign player's decisions, and the battle fought by two `easy` bots. */
function standIn(c: CampaignInPlay): CampaignAction {
  const s = c.file.state;
  const p = campaignPending(s);
  if (p.kind === 'battle') {
    const e = s.engagements.find((x) => x.id === p.engagement);
    const rec = fightEngagement(s, p.engagement, e ? { [e.attacker]: 'easy', [e.defender]: 'easy' } : {});
    if (!rec.ok) throw new Error(rec.error.message);
    return { type: 'battle', engagement: p.engagement, record: rec.value };
  }
  const t = campaignTurn(s, c.seats);
  const a = t.kind === 'person' ? campaignBotAction(s, t.player, seedRng(`person:${c.file.actions.length}`)) : null;
  if (!a) throw new Error(`no decision for ${t.kind}`);
  return a;
}

describe('a ship offered to sail', () => {
  it('VAS-SETUP-CRITICALS: the fleet choice says what each ship takes into the battle: points left, Crippled, lasting hits, crippling losses', () => {
    const c = begin();
    const x = structuredClone(c.file.state.players.p1!.ships.find((y) => y.roster.weapons.some((w) => w.kind === 'main'))!);
    expect(sailingWords(x)).toBe(`${x.name} (${x.class}, ${x.roster.priority}), Damage ${x.damage}/${x.damage}, Crew ${x.crew}/${x.crew}, Command ${x.command}`);
    x.damage = x.roster.damage[1];
    x.crew = x.roster.crew[1];
    x.criticals = [{ effect: 'fire', vital: false }, { effect: 'props-damaged', vital: false }, { effect: 'rudder', vital: true }];
    x.crippleLosses = { weapons: [x.roster.weapons.findIndex((w) => w.kind === 'main')], traits: [] };
    const turret = x.roster.weapons.find((w) => w.kind === 'main')!.name;
    expect(sailingWords(x)).toBe(`${x.name} (${x.class}, ${x.roster.priority}), Damage ${x.damage}/${x.roster.damage[0]}, Crew ${x.crew}/${x.roster.crew[0]} (Crippled, a Skeleton Crew), Command ${x.command}; sails with Props Damaged, Rudder (Vital Systems); lost to crippling: ${turret}`);
  });
});

describe('beginning a campaign in the page', () => {
  it('VAS-CAMPAIGN-CRITICALS-SAIL: the house rule box gives the campaign carried: points; left alone, everything is carried', () => {
    const choice = { map: 'mediterranean', seed: '4', players: [{ id: 'p1', fleet: fleet('royal-navy-med'), seat: 'person' as const }, { id: 'p2', fleet: fleet('italian-navy'), seat: 'easy' as const }] };
    const house = beginCampaign({ ...choice, carryPoints: true }, 'h');
    const plain = beginCampaign(choice, 'p');
    if (!house.ok || !plain.ok) throw new Error('not begun');
    expect([house.campaign.file.state.options.carried, plain.campaign.file.state.options.carried]).toEqual(['points', 'all']);
    expect(house.campaign.file.setup.options).toEqual({ carried: 'points' });
  });
});

describe('a campaign played in the page', () => {
  it('VAS-CAMPAIGN-TURN-ORDER: bots act before the person where both are wanted; a battle with the person waits for the table; one between bots is the bots\'', () => {
    const c = begin();
    const s = c.file.state;
    expect(campaignPending(s)).toMatchObject({ kind: 'swap', players: ['p1', 'p2'] });
    expect(campaignTurn(s, c.seats)).toEqual({ kind: 'bots' });
    const after = applySteps(c, [{ type: 'swap', player: 'p2', ships: null }]);
    if (!after.ok) throw new Error(after.problem);
    expect(campaignTurn(after.campaign.file.state, c.seats)).toMatchObject({ kind: 'person', player: 'p1', pending: { kind: 'swap' } });
    expect(campaignTurn(s, {})).toMatchObject({ kind: 'person', player: 'p1' });
  });

  it('VAS-CAMPAIGN-TABLE-DICE: in a table campaign every battle is fought on the table, even one between two bots', () => {
    let c: CampaignInPlay = { ...begin(), seats: { p1: 'easy', p2: 'easy' } };
    for (let i = 0; i < 60 && campaignPending(c.file.state).kind !== 'battle'; i++) {
      const p = campaignPending(c.file.state);
      const who = 'player' in p ? p.player : 'players' in p ? p.players[0] : undefined;
      const a = who === undefined ? null : campaignBotAction(c.file.state, who, seedRng(`t:${i}`));
      if (!a) throw new Error(`no bot action at ${p.kind}`);
      const r = applySteps(c, [a]);
      if (!r.ok) throw new Error(r.problem);
      c = r.campaign;
    }
    const p = campaignPending(c.file.state);
    if (p.kind !== 'battle') throw new Error('no battle reached');
    expect(campaignTurn(c.file.state, c.seats)).toEqual({ kind: 'bots' });
    expect(campaignTurn({ ...c.file.state, table: true }, c.seats)).toEqual({ kind: 'battle', engagement: p.engagement });
  });

  it('VAS-CAMPAIGN-TABLE-DICE: a table campaign begins only with its Command rolls typed, and a step that rolls waits for its dice, saying what each decides', () => {
    const choice = { map: 'mediterranean', seed: '4', table: true, players: [{ id: 'p1', fleet: fleet('royal-navy-med'), seat: 'person' as const }, { id: 'p2', fleet: fleet('italian-navy'), seat: 'easy' as const }] };
    const first = beginCampaign(choice, 't1');
    expect(first.ok).toBe(false);
    if (first.ok) return;
    const ships = (fleet('royal-navy-med')?.ships.length ?? 0) + (fleet('italian-navy')?.ships.length ?? 0);
    expect(first.asked).toHaveLength(2 * ships);
    expect(first.asked?.[0]).toMatch(/Command/);
    const typed = first.asked?.map((_, i) => (i % 6) + 1) ?? [];
    const begun = beginCampaign({ ...choice, dice: typed }, 't1');
    if (!begun.ok) throw new Error(begun.problems.join('; '));
    expect(begun.campaign.file.state.table).toBe(true);
    // The swaps roll nothing; turn 1's initiative rolls are asked for when the last swap is made.
    const swapped = applySteps(begun.campaign, [{ type: 'swap', player: 'p1', ships: null }]);
    if (!swapped.ok) throw new Error(swapped.problem);
    const asked = applySteps(swapped.campaign, [{ type: 'swap', player: 'p2', ships: null }]);
    expect(asked.ok).toBe(false);
    if (asked.ok) return;
    expect(asked.asked?.length).toBeGreaterThan(0);
    expect(asked.problem).toMatch(/VAS-CAMPAIGN-TABLE-DICE/);
    // Tied initiative rolls are rolled again: typed dice that tie are refused, naming the next die wanted.
    const tie = applySteps(swapped.campaign, [{ type: 'swap', player: 'p2', ships: null, dice: asked.asked?.map(() => 4) ?? [] }]);
    expect(tie.ok).toBe(false);
    if (!tie.ok) expect(tie.asked?.length).toBeGreaterThan(asked.asked?.length ?? 0);
    const rolled = applySteps(swapped.campaign, [{ type: 'swap', player: 'p2', ships: null, dice: asked.asked?.map((_, i) => (i < 2 ? 6 : 1)) ?? [] }]);
    expect(rolled.ok ? rolled.campaign.file.state.turn : rolled.problem).toBe(1);
    if (rolled.ok) expect(rolled.campaign.file.state.initiative).toEqual(['p1', 'p2']);
  });

  it('VAS-CAMPAIGN-POINTS: the person chooses the ships that sail, and hands in the secret modifier, before the bot does', async () => {
    let c = begin();
    const seen = new Set<string>();
    for (let i = 0; i < 100 && c.file.state.turn < 2; i++) {
      const p = campaignPending(c.file.state);
      const t = campaignTurn(c.file.state, c.seats);
      if ((p.kind === 'fleet' || p.kind === 'prepare') && p.players.length === 2) {
        expect(t).toMatchObject({ kind: 'person', player: 'p1' });
        seen.add(p.kind);
      }
      const r = applySteps(c, t.kind === 'bots' ? await botActions(c) : [standIn(c)]);
      if (!r.ok) throw new Error(r.problem);
      c = r.campaign;
    }
    expect([...seen].sort()).toEqual(['fleet', 'prepare']);
  }, 120_000);

  it('VAS-CAMPAIGN-REPLAY: a campaign turn played as the page plays it leaves a file that loads, whose ledger its actions make', async () => {
    const { c, kinds } = await playTo(begin(), 2, standIn);
    expect(c.file.state.turn).toBe(2);
    expect(kinds).toContain('person');
    expect(kinds).toContain('battle');
    const checked = checkCampaignFile(JSON.parse(JSON.stringify(c.file)));
    expect(checked.ok ? '' : checked.error.message).toBe('');
    const replay = replayCampaign(c.file.setup, c.file.actions);
    expect(replay.ok && replay.value.state).toEqual(c.file.state);
  }, 120_000);

  it('VAS-CAMPAIGN-TURN-ORDER: a step the engine refuses changes nothing, and its sentence is the engine\'s', () => {
    const c = begin('person');
    const r = applySteps(c, [{ type: 'swap', player: 'p1', ships: null }, { type: 'select', player: 'p1', target: 'malta' }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatch(/turn|nominate|phase/i);
    expect(c.file.actions).toEqual([]);
  });

  it('VAS-CAMPAIGN-START-FLEET: a fleet over the starting allocation is refused, named by its player', () => {
    const big = { ...fleet('royal-navy-med'), ships: [{ class: 'King George V', count: 6 }] };
    const r = beginCampaign({ map: 'mediterranean', seed: '1', players: [{ id: 'p1', fleet: big, seat: 'person' }, { id: 'p2', fleet: fleet('italian-navy'), seat: 'easy' }] }, 'x');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.some((p) => p.startsWith("Player 1's fleet: ") && p.includes('VAS-CAMPAIGN-START-FLEET'))).toBe(true);
  });
});

describe('dice typed for a table campaign', () => {
  it('VAS-CAMPAIGN-TABLE-DICE: blank dice at the end are not sent; a blank among typed dice is sent as 0, for the engine to refuse', () => {
    expect(typedDice(['6', '3', '3', '3', '', ' ', '', ''])).toEqual([6, 3, 3, 3]);
    expect(typedDice(['6', '', '3'])).toEqual([6, 0, 3]);
    expect(typedDice(['', ''])).toEqual([]);
  });

  it('VAS-CAMPAIGN-TABLE-DICE: dice typed that tie grow the form, kept, with the re-roll said as the next step; a die changed after shrinks it back; dice that suffice take the step', () => {
    const choice = { map: 'mediterranean', seed: '4', table: true, players: [{ id: 'p1', fleet: fleet('royal-navy-med'), seat: 'person' as const }, { id: 'p2', fleet: fleet('italian-navy'), seat: 'person' as const }] };
    const first = beginCampaign(choice, 't2');
    const begun = first.ok ? null : beginCampaign({ ...choice, dice: first.asked?.map(() => 4) ?? [] }, 't2');
    if (!begun?.ok) throw new Error('the table campaign did not begin');
    const swapped = applySteps(begun.campaign, [{ type: 'swap', player: 'p1', ships: null }]);
    if (!swapped.ok) throw new Error(swapped.problem);
    const c = swapped.campaign;
    const asked = applySteps(c, [{ type: 'swap', player: 'p2', ships: null }]);
    if (asked.ok || !asked.asked) throw new Error('the initiative must wait for its dice');
    const wait: DiceWait = { actions: [{ type: 'swap', player: 'p2', ships: null }], asked: asked.asked, who: 'Regia Marina', undoable: true, byBot: false };
    expect(wait.asked).toHaveLength(4);
    const tie = [3, 3, 3, 3];
    const grown = afterDice(wait, applySteps(c, withDice(wait, tie)), tie);
    if (grown.kind !== 'resize') throw new Error('a tie must grow the form');
    expect(grown.wait.asked).toHaveLength(8);
    expect(grown.wait.typed).toEqual(tie);
    expect(grown.note).toEqual({ kind: 'more', text: expect.stringMatching(/^Your dice call for 4 more: 2d6 for Mediterranean Fleet's initiative, rolled again after a tie; 2d6 for Regia Marina's initiative, rolled again after a tie\. The dice typed stand/) as unknown as string });
    // All eight typed, then the first die changed: the tie is gone, the four re-rolls moot.
    const changed = [6, 3, 3, 3, 1, 2, 3, 4];
    const shrunk = afterDice(grown.wait, applySteps(c, withDice(grown.wait, changed)), changed);
    if (shrunk.kind !== 'resize') throw new Error('dice beyond those rolled must shrink the form');
    expect(shrunk.wait.asked).toHaveLength(4);
    expect(shrunk.wait.typed).toEqual([6, 3, 3, 3]);
    expect(shrunk.note).toEqual({ kind: 'problem', text: expect.stringMatching(/8 dice were typed but this step rolls 4/) as unknown as string });
    const enough = [6, 3, 3, 3];
    expect(afterDice(shrunk.wait, applySteps(c, withDice(shrunk.wait, enough)), enough)).toEqual({ kind: 'take' });
    expect(withDice(shrunk.wait, enough)).toEqual([{ type: 'swap', player: 'p2', ships: null, dice: enough }]);
  });
});

describe('campaigns kept in the browser', () => {
  it('a kept campaign resumes as it was, with its seats and the battle being fought; forgetting it removes it', () => {
    const kv = new QuotaStorage();
    const c = { ...begin(), battle: { engagement: 't1-1', actions: [] } };
    expect(keepCampaign(c, kv)).toBeNull();
    expect(keptCampaigns(kv).map((k) => k.id)).toEqual(['c1']);
    expect(keptCampaigns(kv)[0]?.summary).toBe('Mediterranean: Mediterranean Fleet against Regia Marina (bot, easy), turn 0');
    const back = openKept('c1', kv);
    expect(back.ok && back.campaign).toEqual(c);
    forgetCampaign('c1', kv);
    expect(keptCampaigns(kv)).toEqual([]);
    expect(openKept('c1', kv)).toEqual({ ok: false, problem: 'That campaign is no longer kept in this browser.' });
  });

  it('VAS-CAMPAIGN-REPLAY: a kept campaign whose ledger was changed by hand is refused with a sentence', () => {
    const kv = new QuotaStorage();
    const c = begin();
    keepCampaign(c, kv);
    const raw = JSON.parse(kv.getItem('salvo.campaign.c1') ?? '{}') as CampaignInPlay;
    const ship = raw.file.state.players.p1?.ships[0];
    if (ship) ship.damage -= 1;
    kv.setItem('salvo.campaign.c1', JSON.stringify(raw));
    const r = openKept('c1', kv);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatch(/cannot be played on: .*edited by hand.*VAS-CAMPAIGN-REPLAY/);
  });

  it('a full storage is said in a sentence, and the campaign already kept stays', () => {
    const c = begin();
    const kv = new QuotaStorage(JSON.stringify(c).length + 2000);
    expect(keepCampaign(c, kv)).toBeNull();
    const grown = { ...c, battle: { engagement: 't1-1', actions: Array.from({ length: 400 }, () => ({ type: 'pass' })) as never } };
    expect(keepCampaign(grown, kv)).toMatch(/storage is full.*save the campaign file/);
    expect(openKept('c1', kv).ok).toBe(true);
  });
});
