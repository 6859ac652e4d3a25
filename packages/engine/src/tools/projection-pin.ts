/**
 * Issue 34: the pin of the battle a projection model was fitted under (content/projection-model.ts
 * `battlePin`). The golden battle's checksum (the battle's rules: its fixed actions replayed) and
 * the checksums of the battles the scripted battle commander fights with the golden squad on every
 * mission template's battle (each map kit and objective: how the projected battles are played),
 * hashed together: a change to either moves it, and then the model must be refitted
 * (`npm run calibrate:projection`; projection-model.test.ts fails until it is). Words and campaign
 * rules do not move it. (The golden battle alone is a kill-all raid: rules 8's guarded objectives
 * left it, and a pin made of it, unchanged.)
 */
import { GOLDEN_BATTLE_ACTIONS, GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED } from '../battle/golden-battle.fixture';
import { battleChecksum, fnv1a32, recordBattle } from '../battle/replay';
import { MISSION_BATTLES } from '../content/missions';
import { fightBattle } from './battle-commander';

/** The seed of the commander's pinned battles. */
const COMMANDER_SEED = 1;

export function projectionBattlePin(): string {
  const golden = recordBattle(GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, GOLDEN_BATTLE_ACTIONS);
  const parts = [golden.ok ? battleChecksum(golden.battle) : `refused at ${golden.error.index}`];
  for (const templateId of Object.keys(MISSION_BATTLES)) {
    const input = { ...GOLDEN_BATTLE_INPUT, mission: { ...GOLDEN_BATTLE_INPUT.mission, templateId } };
    parts.push(battleChecksum(fightBattle(input, COMMANDER_SEED).battle));
  }
  return `${parts[0]}-${fnv1a32(parts.join('|')).toString(16).padStart(8, '0')}`;
}
