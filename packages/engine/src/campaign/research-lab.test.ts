/**
 * The Research Lab shortens research (docs/GAME_RULES.md §5, issue 14): each level of an active,
 * complete lab adds its quarter days of work a day, up to the cap. Expectations follow from the
 * content's numbers, not copies of them.
 */
import { describe, expect, it } from 'vitest';
import { RESEARCH_MAX_BONUS_QUARTERS, RESEARCH_QUARTERS_PER_DAY } from '../content/economy';
import { facilityDefinition } from '../content/facilities';
import { RESEARCH_BY_ID } from '../content/research';
import { progressAfterOneDay, researchDaysRemaining, researchQuartersPerDay } from './research';
import { campaign, facility, must } from './test-support';
import type { GameState } from './types';

const rich = { funds: 500000, supplies: 5000, intel: 5000 };
/** The early projects done, so the mid ones (5 days) can start. */
const early = ['basic_armor', 'weapon_training'].map((projectId) => ({
  projectId,
  progress: 100,
  completed: true,
  startedOnDay: 1,
  completedOnDay: 1,
}));
const perLevel = facilityDefinition('research').researchQuartersPerLevel ?? 0;

function withLab(level: number, extra: Partial<Parameters<typeof facility>[3]> = {}): GameState {
  const state = campaign({ resources: rich, research: early });
  return { ...state, facilities: [...state.facilities, facility('research', 3, 2, { level, ...extra })] };
}

/** Days ADVANCE DAY takes to finish a project from its start. */
function daysToFinish(state: GameState, projectId: string): number {
  let s = must(state, { type: 'startResearch', projectId });
  let days = 0;
  while (!s.research.find((r) => r.projectId === projectId)?.completed) {
    s = must(s, { type: 'advanceDay' });
    days += 1;
  }
  return days;
}

describe('research speed', () => {
  it('is the spec pace without a lab, and each lab level adds its quarters up to the cap', () => {
    expect(perLevel).toBeGreaterThan(0);
    expect(researchQuartersPerDay(campaign())).toBe(RESEARCH_QUARTERS_PER_DAY);
    for (const level of [1, 2, 3]) {
      expect(researchQuartersPerDay(withLab(level))).toBe(
        RESEARCH_QUARTERS_PER_DAY + Math.min(perLevel * level, RESEARCH_MAX_BONUS_QUARTERS),
      );
    }
    const twoLabs = withLab(3);
    const many = { ...twoLabs, facilities: [...twoLabs.facilities, facility('research', 4, 2, { level: 3 })] };
    expect(researchQuartersPerDay(many)).toBe(RESEARCH_QUARTERS_PER_DAY + RESEARCH_MAX_BONUS_QUARTERS);
  });

  it('ignores a lab that is switched off or still being built', () => {
    expect(researchQuartersPerDay(withLab(3, { isActive: false }))).toBe(RESEARCH_QUARTERS_PER_DAY);
    expect(researchQuartersPerDay(withLab(3, { constructionDaysRemaining: 2 }))).toBe(RESEARCH_QUARTERS_PER_DAY);
  });

  it('finishes a project in fewer days with a lab, as many as the days remaining said', () => {
    const id = 'advanced_armor';
    const duration = RESEARCH_BY_ID.get(id)?.durationDays ?? 0;
    for (const level of [0, 1, 2, 3]) {
      const state = level === 0 ? campaign({ resources: rich, research: early }) : withLab(level);
      const pace = researchQuartersPerDay(state);
      const expected = Math.ceil((RESEARCH_QUARTERS_PER_DAY * duration) / pace);
      expect(researchDaysRemaining(state, id)).toBe(expected);
      expect(daysToFinish(state, id)).toBe(expected);
    }
    expect(daysToFinish(withLab(3), id)).toBeLessThan(duration);
  });

  it('counts down the days remaining as the work is done', () => {
    let state = must(withLab(1), { type: 'startResearch', projectId: 'weapon_mods' });
    const remaining = [researchDaysRemaining(state, 'weapon_mods')];
    while (researchDaysRemaining(state, 'weapon_mods') > 0) {
      state = must(state, { type: 'advanceDay' });
      remaining.push(researchDaysRemaining(state, 'weapon_mods'));
    }
    expect(remaining).toEqual([...Array(remaining.length).keys()].reverse());
  });

  it('reaches exactly 100 for every catalogue duration at every pace', () => {
    for (const duration of [3, 4, 5, 7, 8, 9, 12]) {
      for (
        let pace = RESEARCH_QUARTERS_PER_DAY;
        pace <= RESEARCH_QUARTERS_PER_DAY + RESEARCH_MAX_BONUS_QUARTERS;
        pace++
      ) {
        let progress = 0;
        let days = 0;
        while (progress < 100) {
          progress = progressAfterOneDay(progress, duration, pace);
          days += 1;
        }
        expect(days).toBe(Math.ceil((RESEARCH_QUARTERS_PER_DAY * duration) / pace));
      }
    }
  });
});
