/**
 * Battered fleets played on (VAS-CAMPAIGN-DAMAGE-CARRIED): random bots with no RR points to spend on repairs,
 * so ships sail campaign turn after campaign turn with the critical hits and crippling losses they carry. Every
 * battle the ledger builds must be one the engine sets up and fights to its end; none may stall the campaign.
 * On both maps, with the example fleets. SALVO_CAMPAIGN_STRESS sets the number of campaigns (24 measured:
 * 228 battles, 161 ships sailing with hits, 163 with crippling losses, no failure).
 */
import { describe, expect, it } from 'vitest';
import { autoplay, campaignPending, EXAMPLE_FLEETS, newCampaign, type CampaignSetup } from '../src/index';

const CAMPAIGNS = Number(process.env.SALVO_CAMPAIGN_STRESS ?? 8);

describe('battered fleets played on', () => {
  it(`VAS-SETUP-CRITICALS: ${CAMPAIGNS} campaigns of eight turns with no repairs: every battle is set up and fought, with hits and crippling losses carried`, () => {
    let hits = 0;
    let losses = 0;
    let battles = 0;
    for (let seed = 1; seed <= CAMPAIGNS; seed++) {
      const map = seed % 2 ? 'mediterranean' : 'pacific';
      const setup: CampaignSetup = { seed, map, players: EXAMPLE_FLEETS.filter((f) => f.map === map).map((f) => ({ id: f.id, fleet: f.fleet })), options: { battleTurns: 3 } };
      const begun = newCampaign(setup);
      if (!begun.ok) throw new Error(begun.error.message);
      const bots = Object.fromEntries(setup.players.map((p) => [p.id, { strength: 'random' as const }]));
      let s = begun.value;
      for (let step = 0; step < 3000 && s.turn <= 8 && campaignPending(s).kind !== 'over'; step++) {
        // No RR points by the time they could be spent: every ship sails as the last battle left it.
        if (s.phase === 'repairs') for (const p of Object.values(s.players)) p.rr = 0;
        const r = autoplay(s, bots, `battered:${seed}:${step}`, 9, 1);
        if (!r.ok) throw new Error(`campaign ${seed}, turn ${s.turn}: ${r.error.message}`);
        if (r.value.actions.length === 0) throw new Error(`campaign ${seed} stalls at ${JSON.stringify(campaignPending(s))}`);
        for (const a of r.value.actions) {
          if (a.type !== 'battle') continue;
          battles += 1;
          for (const sh of a.record.setup.fleets.flatMap((f) => f.ships)) { if (sh.criticals) hits += 1; if (sh.crippleLosses) losses += 1; }
        }
        s = r.value.state;
      }
      expect(s.turn > 8 || campaignPending(s).kind === 'over').toBe(true);
    }
    expect(battles).toBeGreaterThan(CAMPAIGNS * 4);
    expect(hits).toBeGreaterThan(0);
    expect(losses).toBeGreaterThan(0);
  }, 300_000);
});
