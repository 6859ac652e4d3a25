/**
 * The research queue: one project at a time, started when its prerequisites are done and its
 * cost is paid, progressing 100 / duration a day (spec §4).
 */
import { RESEARCH_MAX_BONUS_QUARTERS, RESEARCH_QUARTERS_PER_DAY, researchRefundShare } from '../content/economy';
import { facilityDefinition } from '../content/facilities';
import { RESEARCH_BY_ID, RESEARCH_PROJECTS, type ResearchProject } from '../content/research';
import type { GameAction } from './actions';
import { applyResourceChanges, canAfford, negate, shortfall, spend } from './economy';
import { gameError } from './errors';
import { isFacilityComplete } from './facility-state';
import { sumModifiers } from './modifiers';
import type { ReportEntry } from './report';
import type { Step, StepResult } from './step';
import type { GameState, ResearchRecord, Resources } from './types';

export type ResearchStatus = 'completed' | 'researching' | 'available' | 'locked';

/** The current research: the first started and not completed (DESIGN §3). */
export function currentResearch(state: GameState): ResearchRecord | null {
  return state.research.find((r) => !r.completed) ?? null;
}

export function isResearchCompleted(state: GameState, projectId: string): boolean {
  return state.research.some((r) => r.projectId === projectId && r.completed);
}

export function researchStatus(state: GameState, projectId: string): ResearchStatus {
  const record = state.research.find((r) => r.projectId === projectId);
  if (record?.completed) return 'completed';
  if (record) return 'researching';
  const project = RESEARCH_BY_ID.get(projectId);
  if (!project) return 'locked';
  return project.prerequisites.every((p) => isResearchCompleted(state, p)) ? 'available' : 'locked';
}

/** The prerequisites of a project not yet completed, in catalogue order: why it is locked. */
export function missingPrerequisites(state: GameState, project: ResearchProject): string[] {
  return project.prerequisites.filter((p) => !isResearchCompleted(state, p));
}

/** Projects the commander could start right now (available, affordable, nothing current). */
export function startableResearch(state: GameState): ResearchProject[] {
  if (currentResearch(state)) return [];
  return RESEARCH_PROJECTS.filter(
    (p) => researchStatus(state, p.id) === 'available' && canAfford(state.resources, p.cost),
  );
}

export function startResearch(state: GameState, action: Extract<GameAction, { type: 'startResearch' }>): StepResult {
  const project = RESEARCH_BY_ID.get(action.projectId);
  if (!project) return gameError('unknown_project', { projectId: action.projectId });
  const status = researchStatus(state, project.id);
  if (status === 'completed') return gameError('research_completed', { projectId: project.id });
  const current = currentResearch(state);
  if (current) {
    return gameError('research_in_progress', { projectId: project.id, currentProjectId: current.projectId });
  }
  if (status === 'locked') {
    return gameError('research_locked', { projectId: project.id, missing: missingPrerequisites(state, project) });
  }
  if (!canAfford(state.resources, project.cost)) {
    return gameError('research_insufficient_resources', {
      projectId: project.id,
      shortfall: shortfall(state.resources, project.cost),
    });
  }
  const record: ResearchRecord = {
    projectId: project.id,
    progress: 0,
    completed: false,
    startedOnDay: state.day,
    completedOnDay: null,
  };
  return {
    ok: true,
    state: { ...state, research: [...state.research, record], resources: spend(state.resources, project.cost) },
    entries: [
      {
        kind: 'research_started',
        projectId: project.id,
        days: project.durationDays,
        refId: project.id,
        resourceChanges: negate(project.cost),
      },
    ],
  };
}

/** The refund for cancelling: the unfinished share of each cost, rounded down (decided). */
export function researchRefund(project: ResearchProject, progress: number): Resources {
  const share = researchRefundShare(progress);
  return {
    funds: Math.floor(project.cost.funds * share),
    supplies: Math.floor(project.cost.supplies * share),
    intel: Math.floor(project.cost.intel * share),
  };
}

export function cancelResearch(state: GameState): StepResult {
  const current = currentResearch(state);
  if (!current) return gameError('no_research', {});
  const project = RESEARCH_BY_ID.get(current.projectId);
  const refund = project ? researchRefund(project, current.progress) : { funds: 0, supplies: 0, intel: 0 };
  return {
    ok: true,
    state: {
      ...state,
      research: state.research.filter((r) => r !== current),
      resources: applyResourceChanges(state.resources, refund),
    },
    entries: [
      {
        kind: 'research_cancelled',
        projectId: current.projectId,
        refund,
        refId: current.projectId,
        resourceChanges: refund,
      },
    ],
  };
}

/**
 * Quarter days of work the base does on research a day (decided, issue 14): 4, plus each active,
 * complete Research Lab's `researchQuartersPerLevel` × level, the bonus capped at
 * RESEARCH_MAX_BONUS_QUARTERS. 4 is the spec's pace (100 / duration a day); 8 is twice as fast.
 */
export function researchQuartersPerDay(state: GameState): number {
  let bonus = 0;
  for (const facility of state.facilities) {
    const perLevel = facilityDefinition(facility.type).researchQuartersPerLevel;
    if (perLevel && isFacilityComplete(facility)) bonus += perLevel * facility.level;
  }
  return RESEARCH_QUARTERS_PER_DAY + Math.min(bonus, RESEARCH_MAX_BONUS_QUARTERS);
}

/** Quarter days already worked on a project: recovered from its progress, which is rounded to 0.001. */
function quartersWorked(progress: number, durationDays: number): number {
  return Math.round((progress * RESEARCH_QUARTERS_PER_DAY * durationDays) / 100);
}

/**
 * Progress after one more day at `quartersPerDay` (the spec's pace by default): 100 × quarters
 * worked / quarters needed, computed from whole quarters so that a 3-day project reaches exactly
 * 100 on its third day at the spec's pace (repeated adding of 33.33 would not).
 */
export function progressAfterOneDay(
  progress: number,
  durationDays: number,
  quartersPerDay: number = RESEARCH_QUARTERS_PER_DAY,
): number {
  const needed = RESEARCH_QUARTERS_PER_DAY * durationDays;
  const worked = quartersWorked(progress, durationDays) + quartersPerDay;
  if (worked >= needed) return 100;
  return Math.round((100 * worked * 1000) / needed) / 1000;
}

/**
 * Days of work left on a project at the base's pace today: what the research tab shows.
 * A project not started needs its whole duration at that pace.
 */
export function researchDaysRemaining(state: GameState, projectId: string): number {
  const project = RESEARCH_BY_ID.get(projectId);
  if (!project) return 0;
  const record = state.research.find((r) => r.projectId === projectId);
  if (record?.completed) return 0;
  const needed = RESEARCH_QUARTERS_PER_DAY * project.durationDays;
  const left = needed - quartersWorked(record?.progress ?? 0, project.durationDays);
  return Math.ceil(left / researchQuartersPerDay(state));
}

/**
 * Day step: the current research advances; at 100 it completes on this day. Completing a
 * project that raises max health raises every living soldier's max and current health with it.
 */
export function advanceResearch(state: GameState): Step {
  const current = currentResearch(state);
  if (!current) return { state, entries: [] };
  const project = RESEARCH_BY_ID.get(current.projectId);
  const duration = project?.durationDays ?? 1;
  const progress = progressAfterOneDay(current.progress, duration, researchQuartersPerDay(state));
  const completed = progress >= 100;
  const updated: ResearchRecord = { ...current, progress, completed, completedOnDay: completed ? state.day : null };
  let next: GameState = { ...state, research: state.research.map((r) => (r === current ? updated : r)) };
  const entries: ReportEntry[] = [];
  if (!completed) {
    entries.push({
      kind: 'research_progress',
      projectId: current.projectId,
      progress: Math.floor(progress),
      refId: current.projectId,
    });
    return { state: next, entries };
  }
  entries.push({
    kind: 'research_completed',
    projectId: current.projectId,
    refId: current.projectId,
  });
  const extraHealth = project ? sumModifiers(project.modifiers, 'max_health') : 0;
  if (extraHealth > 0) {
    next = {
      ...next,
      squad: next.squad.map((s) =>
        s.status === 'KIA' ? s : { ...s, maxHealth: s.maxHealth + extraHealth, health: s.health + extraHealth },
      ),
    };
  }
  return { state: next, entries };
}
