/**
 * `salvo verify`: checks a finished server game's record against its revealed seed. The seed's hash
 * must be the commitment published at creation, the setup's seed must be the one derived from it, and
 * every recorded roll must be exactly the dice the state's PRNG gives at that step. A table-mode game's
 * dice were typed by people and are replayed, not checked. Games since seat entropy (meta.seedScheme
 * '2') derive the seed from the server seed AND each seat's contribution (meta `entropy.<seat>`), so
 * a player checks that their own contribution is in the record. This proves the dice were not changed after
 * the commitment; it does not prove the operator did not know them (the server holds the seed).
 */
import { isSeed128, parseRecord, recordSetup, rollFor, type GameRecord } from '@salvo/kernel';
import { rngOf, rulesetOf, type AnyAction } from './rulesets';
import { engineSeed, engineSeedV2, seedCommitment } from './secrets';

export interface VerifyReport {
  readonly ok: boolean;
  readonly problems: string[];
  readonly diceChecked: number;
  readonly diceTyped: number;
  readonly actions: number;
}

export function verifyRecord(json: unknown): VerifyReport {
  const problems: string[] = [];
  const out = (diceChecked = 0, diceTyped = 0, actions = 0): VerifyReport => ({ ok: problems.length === 0, problems, diceChecked, diceTyped, actions });
  const parsed = parseRecord(json);
  if (!parsed.ok) return problems.push(parsed.error.message), out();
  const rec: GameRecord = parsed.value;
  const rs = rulesetOf(rec.game);
  if (!rs) return problems.push(`Unknown game "${rec.game}".`), out();
  const meta = rec.meta ?? {};
  const { gameId, seedCommit, serverSeed } = meta;
  if (!gameId || !seedCommit) return problems.push('The record has no seed commitment (meta.gameId, meta.seedCommit): it did not come from a Salvo server.'), out();
  if (!serverSeed || !/^[0-9a-f]{64}$/.test(serverSeed)) return problems.push('The seed is not revealed (meta.serverSeed): the game has not ended.'), out();
  if (seedCommitment(gameId, serverSeed) !== seedCommit) problems.push('The revealed seed does not match the commitment made at creation.');
  const setupSeed = (rec.setup as { seed?: unknown } | null)?.seed;
  // scheme 2 (a 128-bit seed mixing the seats' entropy, named in meta as entropy.<seat>) or the first scheme
  const entropy = Object.fromEntries(Object.entries(meta).filter(([k]) => k.startsWith('entropy.')).map(([k, e]) => [k.slice('entropy.'.length), e]));
  const expected = isSeed128(setupSeed) || meta.seedScheme === '2' ? engineSeedV2(gameId, serverSeed, entropy) : engineSeed(gameId, serverSeed);
  if (setupSeed !== expected) problems.push('The setup\'s seed is not the one derived from the revealed seed and the seats\' entropy.');
  const table = meta.dice === 'table';
  const created = rs.engine.createGame(recordSetup(rs.engine, rec));
  if (!created.ok) return problems.push(`The setup was rejected: ${created.error.message}`), out();
  let state = created.value;
  let checked = 0;
  let typed = 0;
  for (let i = 0; i < rec.actions.length; i++) {
    const action = rec.actions[i] as AnyAction;
    const p = rs.engine.pending(state);
    if (p.kind === 'chance' && action?.type === 'roll') {
      const expected = rollFor(rngOf(state), p.request);
      if (table) typed += 1;
      else if (JSON.stringify(expected) !== JSON.stringify(action.values)) {
        problems.push(`Action ${i}: the dice ${JSON.stringify(action.values)} are not the seed's (${JSON.stringify(expected)}).`);
        return out(checked, typed, i);
      } else checked += 1;
    }
    const r = rs.engine.apply(state, action);
    if (!r.ok) return problems.push(`Action ${i} was rejected: ${r.error.message} [${r.error.code}]`), out(checked, typed, i);
    state = r.value.state;
  }
  if (rs.engine.pending(state).kind !== 'over') problems.push('The record stops before the end of the game.');
  return out(checked, typed, rec.actions.length);
}
