/**
 * Issue 34: the pin of the battle a projection model was fitted under (content/projection-model.ts
 * `battlePin`). The golden battle's checksum (the battle's rules: its fixed actions replayed) and
 * the checksums of a few battles the scripted battle commander fights on the golden input (how the
 * projected battles are played), hashed together: a change to either moves it, and then the model
 * must be refitted (`npm run calibrate:projection`; projection-model.test.ts fails until it is).
 * Words and campaign rules do not move it.
 */
import { GOLDEN_BATTLE_ACTIONS, GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED } from '../battle/golden-battle.fixture';
import { battleChecksum, fnv1a32, recordBattle } from '../battle/replay';
import { fightBattle } from './battle-commander';

/** Seeds of the commander's pinned battles on the golden input. */
const COMMANDER_SEEDS = [1, 2, 3] as const;

export function projectionBattlePin(): string {
  const golden = recordBattle(GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, GOLDEN_BATTLE_ACTIONS);
  const parts = [golden.ok ? battleChecksum(golden.battle) : `refused at ${golden.error.index}`];
  for (const seed of COMMANDER_SEEDS) parts.push(battleChecksum(fightBattle(GOLDEN_BATTLE_INPUT, seed).battle));
  return `${parts[0]}-${fnv1a32(parts.join('|')).toString(16).padStart(8, '0')}`;
}
