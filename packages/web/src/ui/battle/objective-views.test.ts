/** Issue 31: each objective kind's board words, from the engine's facts and the universe's words. */
import type { ObjectiveProgress } from '@holdfast/engine';
import { describe, expect, it } from 'vitest';
import { battleWords } from '../battle-words';
import { OBJECTIVE_VIEWS } from './objective-views';

const words = battleWords('vanilla');
const progress = (over: Partial<ObjectiveProgress>): ObjectiveProgress => ({
  kind: 'eliminate',
  turnsHeld: 0,
  turnsNeeded: 0,
  soldiersOn: 0,
  soldiersNeeded: 0,
  contested: false,
  ...over,
});

describe('objective views', () => {
  it('has a view for every objective kind', () => {
    expect(Object.keys(OBJECTIVE_VIEWS).sort()).toEqual(['eliminate', 'extract', 'hold']);
  });

  it('words each kind’s progress', () => {
    expect(OBJECTIVE_VIEWS.eliminate.status(progress({}), words, 3)).toBe('3 hostiles left');
    expect(
      OBJECTIVE_VIEWS.hold.status(progress({ kind: 'hold', turnsHeld: 1, turnsNeeded: 3, contested: true }), words),
    ).toBe('1/3 turns held, contested: a hostile is at the zone');
    expect(OBJECTIVE_VIEWS.extract.status(progress({ kind: 'extract', soldiersOn: 1, soldiersNeeded: 2 }), words)).toBe(
      '1/2 soldiers at the extraction point',
    );
    // Issue 33: a hostile at the extraction point keeps it shut.
    expect(
      OBJECTIVE_VIEWS.extract.status(
        progress({ kind: 'extract', soldiersOn: 2, soldiersNeeded: 2, contested: true }),
        words,
      ),
    ).toBe('2/2 soldiers at the extraction point, blocked: a hostile is at the extraction point');
  });

  it('draws tiles for hold and extract only, named in the universe’s words', () => {
    expect(OBJECTIVE_VIEWS.eliminate.tiles).toBeNull();
    expect(OBJECTIVE_VIEWS.hold.tiles.style).toBe('zone');
    expect(OBJECTIVE_VIEWS.hold.tiles.name(battleWords('devastators'))).toBe('Yard to hold');
    expect(OBJECTIVE_VIEWS.extract.tiles.name(battleWords('majestic'))).toBe('Exfiltration point');
  });
});
