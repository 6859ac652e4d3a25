/**
 * A kept replay's frames as today's screens read them (issue 31, ARCHITECTURE "Rules versions and old
 * saves"). A replay is shown from the frames stored with it, never re-run by retired rules, so a frame
 * stored by an earlier release reaches the viewer as that release wrote it: a unit field added since
 * is missing there. Each field a later version adds to a unit gets its "none" here (or is optional).
 */
import type { PublicBattleStep } from './kept-battle';
import type { BattleUnit } from './types';

/** The unit fields added since the first stored frames (issue 24: a hostile's type, its announced blast). */
type AddedUnitFields = 'hostileType' | 'announcedBlast';

/** A frame as an earlier release may have stored it: today's step, less the unit fields added since. */
export type StoredBattleFrame = Omit<PublicBattleStep, 'battle'> & {
  battle: Omit<PublicBattleStep['battle'], 'units'> & {
    units: (Omit<BattleUnit, AddedUnitFields> & Partial<Pick<BattleUnit, AddedUnitFields>>)[];
  };
};

/** A stored frame as today's screens read it: a v4 hostile had no type and threw no grenade. */
export function asCurrentStep(step: StoredBattleFrame): PublicBattleStep {
  const units = step.battle.units.map((unit) => ({ hostileType: null, announcedBlast: null, ...unit }));
  return { ...step, battle: { ...step.battle, units } };
}
