/**
 * Issue 31: how the board draws each objective kind and which words it uses — one entry per kind,
 * compiler-checked against the engine's `ObjectiveKind` (a kind without an entry does not build).
 * The engine's facts come from `objectiveProgress`; the words from the universe's battle words.
 * Adding an objective: docs/ARCHITECTURE.md "Adding an objective".
 */
import type { ObjectiveKind, ObjectiveProgress } from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import type { BattleWords } from '../battle-words';

/** The class its tiles take, named alike in BattleGrid.module.css and BattleLegend.module.css. */
export type ObjectiveTileStyle = 'zone' | 'extract';

export interface ObjectiveView {
  /** Its tiles on the board and in the legend (their style and their name), or null: it has no tiles. */
  tiles: { style: ObjectiveTileStyle; name: (words: BattleWords) => string } | null;
  /** The header's progress line, from the engine's facts; `hostilesLeft` counts the living hostiles. */
  status: (progress: ObjectiveProgress, words: BattleWords, hostilesLeft: number) => string;
}

export const OBJECTIVE_VIEWS = {
  eliminate: {
    tiles: null,
    status: (_progress, words, left) => fillTemplate(words.objective.eliminateProgress, { left }),
  },
  hold: {
    tiles: { style: 'zone', name: (words) => words.objective.zoneTile },
    status: (progress, words) =>
      [
        fillTemplate(words.objective.holdProgress, { held: progress.turnsHeld, needed: progress.turnsNeeded }),
        progress.contested ? words.objective.contested : null,
      ]
        .filter(Boolean)
        .join(', '),
  },
  extract: {
    tiles: { style: 'extract', name: (words) => words.objective.extractTile },
    status: (progress, words) =>
      [
        fillTemplate(words.objective.extractProgress, { on: progress.soldiersOn, needed: progress.soldiersNeeded }),
        progress.contested ? words.objective.exitContested : null,
      ]
        .filter(Boolean)
        .join(', '),
  },
} satisfies Record<ObjectiveKind, ObjectiveView>;
