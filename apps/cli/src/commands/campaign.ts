/**
 * `salvo campaign new|status|next|battle|spend`: a Victory at Sea campaign (victory-at-sea.txt,
 * Campaigns) kept in one JSON file (apps/cli/src/campaign/). Exit 0 done, 1 refused (the file is
 * unchanged), 2 usage error.
 */
import type { Command } from 'commander';
import { exitQuietlyOnEpipe } from '../io/epipe';
import type { CliRun } from './ships';
import { runBattle, runNew, runNext, runSpend, runStatus } from '../campaign/run';

const collect = (v: string, prev: string[] = []): string[] => [...prev, v];

function emit(r: CliRun): void {
  if (r.out.length) process.stdout.write(r.out.join('\n') + '\n');
  if (r.err.length) process.stderr.write(r.err.join('\n') + '\n');
  process.exitCode = r.code;
}

const EXAMPLE = `
Example:
  salvo campaign new med.json --map mediterranean --fleet rn=example:royal-navy-med --fleet it=example:italian-navy --bot it=easy
  salvo campaign next med.json --player rn --pass        # keep the rolled crews
  salvo campaign next med.json --target malta            # nominate a Strategic Target
  salvo campaign next med.json --player rn --modifier -1 # secret Priority Level modifier
  salvo campaign next med.json --player rn --ships hms-warspite,hms-jervis
  salvo campaign battle med.json                         # bots fight it through the engine
  salvo campaign spend med.json --player rn --ship hms-jervis --xp command
  salvo campaign next med.json --player rn --done
  salvo campaign status med.json

Table mode (you roll every campaign die; a step that rolls says what each die is for):
  salvo campaign new med.json --table --fleet rn=example:royal-navy-med --fleet it=example:italian-navy --roll 4,3,6,6,2,5,...
  salvo campaign next med.json --player rn --modifier 1 --roll 2,5,3,6    # scenario, level (2d6), weather`;

export function registerCampaign(program: Command): void {
  const c = program.command('campaign').description('a Victory at Sea campaign kept in one JSON file (Campaigns chapter)').addHelpText('after', EXAMPLE);
  c.command('new <file>')
    .description('start a campaign: each fleet 10 Fleet Allocation Points at Battle, Command rolled for every ship')
    .option('--map <id>', 'mediterranean or pacific (Salvo\'s own designs, docs/campaigns.md)', 'mediterranean')
    .option('--fleet <player=fleet.json>', 'a player and his fleet file, or example:<id> for an example fleet (example:royal-navy-med, example:italian-navy, example:us-navy, example:japanese-navy); repeat for each player', collect)
    .option('--bot <player=strength>', 'this player is a bot: random, easy, normal or hard (repeatable)', collect)
    .option('--seed <seed>', 'seed of the campaign\'s dice')
    .option('--battle-turns <n>', 'cap every battle at this many turns (default: each scenario\'s own length)')
    .option('--carry <what>', 'what a ship takes into its next battle: all (Damage, Crew, critical hits and crippling losses; the default) or points (Damage and Crew only, and a ship with unrepaired critical hits stays in port: a house rule)')
    .option('--force', 'replace an existing file')
    .option('--table', 'table mode: you roll every campaign die and type it with --roll; Salvo never rolls for you')
    .option('--roll <dice>', 'the dice you rolled for this step, in the order asked (e.g. 3,5,2); with new: 2d6 per ship\'s Command')
    .addHelpText('after', EXAMPLE)
    .action((file: string, o: Parameters<typeof runNew>[1]) => { exitQuietlyOnEpipe(); emit(runNew(file, o)); });
  c.command('status <file>')
    .description('the ledger: targets, rosters, engagements and what the campaign waits for')
    .option('--json', 'print the ledger and the pending decision as JSON')
    .addHelpText('after', EXAMPLE)
    .action((file: string, o: { json?: boolean }) => { exitQuietlyOnEpipe(); emit(runStatus(file, o)); });
  c.command('next <file>')
    .description('make the decision the campaign waits for (a bot decides when no option is given)')
    .option('--player <id>', 'who decides (default: the player the campaign waits for)')
    .option('--target <id>', 'nominate this Strategic Target')
    .option('--pass', 'nominate no target / keep the rolled crews')
    .option('--challenge', 'challenge for the unoccupied target offered')
    .option('--no-challenge', 'let the nominating player have it')
    .option('--swap <ship,ship>', 'swap the Command of two ships (once, before turn 1)')
    .option('--modifier <n>', 'secret Priority Level modifier, -3 to +3')
    .option('--night', 'with --modifier: wish for a night battle')
    .option('--ships <id,id,...>', 'the ships sent to the engagement (none: send no ship); a land-based squadron by its id, a carrier\'s flights without it as <carrier>:<aircraft>')
    .option('--done', 'finish this player\'s Ship Experience or Repairs phase')
    .option('--auto', 'let the bot players decide and fight until a person must act')
    .option('--until <turn>', 'with --auto: stop when this campaign turn begins')
    .option('--roll <dice>', 'the dice you rolled for this step, in the order asked (e.g. 3,5,2); a step that rolls says which')
    .addHelpText('after', EXAMPLE)
    .action((file: string, o: Parameters<typeof runNext>[1]) => { exitQuietlyOnEpipe(); emit(runNext(file, o)); });
  c.command('battle <file>')
    .description('fight the engagement that is ready: bots through the engine, or a record of a battle you played')
    .option('--record <record.json>', 'a record of the battle (its setup must be the campaign\'s)')
    .option('--bots <strength>', 'strength of both bots (default: each bot seat its own; a person\'s fleet the strength of the bot it meets, normal if none)')
    .option('--setup-out <setup.json>', 'write the battle\'s setup to play it yourself with salvo play --scenario, then pass --record')
    .option('--roll <dice>', 'the dice you rolled for what the battle\'s outcome rolls (e.g. 4,2)')
    .addHelpText('after', EXAMPLE)
    .action((file: string, o: { record?: string; bots?: string; setupOut?: string; roll?: string }) => { exitQuietlyOnEpipe(); emit(runBattle(file, o)); });
  c.command('spend <file>')
    .description('spend a ship\'s XP Dice (Ship Experience) or a player\'s RR points (Repairs and Reinforcements)')
    .option('--player <id>', 'whose dice or points')
    .option('--ship <id>', 'the ship')
    .option('--xp <use>', 'command, repair, judgement, refit or duty')
    .option('--rr <use>', 'repair, critical, vital, recruit, full-repair, reinforce, flight or squadron')
    .option('--dice <n>', 'XP Dice for repair or judgement')
    .option('--points <n>', 'RR points for repair or recruit')
    .option('--effect <effect>', 'critical or vital: which critical hit, by its effect as status shows it (e.g. props-damaged); default the first noted')
    .option('--against <player>', 'duty: the enemy fleet a Commerce Raid or Diverting Strike hits')
    .option('--class <class>', 'reinforce: the class bought; duty: the Assistance Rendered ship')
    .option('--name <name>', 'reinforce: the new ship\'s name')
    .option('--aircraft <name>', 'flight: the squadron whose flights board your carriers; squadron: the land-based squadron bought')
    .option('--roll <dice>', 'the dice you rolled for this spend, in the order asked (e.g. 3,5)')
    .addHelpText('after', EXAMPLE)
    .action((file: string, o: Parameters<typeof runSpend>[1]) => { exitQuietlyOnEpipe(); emit(runSpend(file, o)); });
}
