/** Every command module registers itself here; one line per module. */
import type { Command } from 'commander';
import { registerPlay } from './play';
import { registerReplay } from './replay';
import { registerRulesCoverage } from './rules-coverage';
import { registerShips } from './ships';
import { registerFleet } from './fleet';
import { registerWas } from './was';
import { registerServe } from './serve';
import { registerVerify } from './verify';
import { registerBackup } from './backup';
import { registerOdds } from './odds';
import { registerSim } from './sim';
import { registerSimWorker } from './sim-worker';
import { registerScenarios } from './scenarios';
import { registerCampaign } from './campaign';
import { registerSpiel } from './spiel';
import { registerMail } from './mail';

type Register = (program: Command) => void;

const modules: Register[] = [
  // vas: play, replay, rules coverage (issue 2)
  registerPlay,
  registerReplay,
  registerRulesCoverage,
  // data: ships, fleet (issue 3)
  registerShips,
  registerFleet,
  // was: was play, was replay (issue 4)
  registerWas,
  // server: serve, verify (issue 9)
  registerServe,
  registerVerify,
  registerBackup,
  // sim: odds (issue 11)
  registerOdds,
  registerSim,
  registerSimWorker,
  // scenarios: salvo scenarios (issue 12)
  registerScenarios,
  // campaign: campaign new|status|next|battle|spend (issue 12)
  registerCampaign,
  // research: the OpenSpiel-shaped API over JSON lines (roadmap item 6)
  registerSpiel,
  // play by mail: mail new|play|show (roadmap item 6)
  registerMail,
];

export function registerCommands(program: Command): void {
  for (const register of modules) register(program);
}
