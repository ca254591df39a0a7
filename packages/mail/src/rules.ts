/**
 * Play-by-mail rule ids (Salvo's own, docs/mail.md). `salvo rules coverage` loads every packages/<name>/src/rules.ts,
 * so these ids count like the engines': each is named by a test. One entry per line.
 */
export interface RuleEntry {
  readonly id: string;
  readonly title: string;
  readonly source: string;
}

const M = "Salvo's own (docs/mail.md)";

export const RULES: readonly RuleEntry[] = [
  { id: 'SALVO-MAIL-RULES', title: 'Opening a mail file replays every action through the engine; an illegal one is refused with its number and the rule\'s sentence', source: `${M}, property 1` },
  { id: 'SALVO-MAIL-SEAL', title: 'Every send seals the hash of the whole file so far with the sender\'s key; a change to anything before a seal is refused, naming whose seal fails', source: `${M}, property 2` },
  { id: 'SALVO-MAIL-ROLLER', title: 'Dice are rolled by the opponent of the seat that made the last decision; before any decision, by the seat that did not create the game', source: `${M}, property 3` },
  { id: 'SALVO-MAIL-DICE', title: 'Dice come from the roller\'s unique signature of the game, the action index and the history; uniform faces by rejection sampling; a die not from the roller\'s key is refused', source: `${M}, property 3` },
  { id: 'SALVO-MAIL-ORDERS', title: 'Secret simultaneous orders given first are kept as a commitment and a ciphertext to their own seat, revealed and checked once the other seat has given its own', source: `${M}, property 4` },
  { id: 'SALVO-MAIL-HIDDEN', title: 'A setup whose views differ between the seats other than by secret orders is refused with a sentence saying to play it online', source: `${M}, property 5` },
  { id: 'SALVO-MAIL-SCENARIO', title: 'A scenario by mail: its pre-battle rolls are dice of the file, each side deploys in the scenario\'s order, and carriers\' flights aloft are sealed simultaneous orders', source: `${M}, "Scenarios"` },
  { id: 'SALVO-MAIL-KEY', title: 'A seat\'s key comes from its passphrase, the game id and the seat; a wrong passphrase is said in a sentence', source: `${M}, property 6` },
  { id: 'SALVO-MAIL-BEHIND', title: 'A received file that is the one this seat sent, or older, is recognised and said so', source: `${M}, property 7` },
];
