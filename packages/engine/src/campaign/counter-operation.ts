/**
 * Issue 34, money that stays scarce: a counter-operation spends funds and supplies to push the
 * regional threat down by 1 (XCOM 2's strike on an Avatar facility). It can be bought at any stage
 * of the war, its price grows with the chapter (content/economy.ts), and it never goes below the
 * day's floor (threat.ts) — so a war that lets the threat climb to its top, where it is lost, can buy
 * time, at a price.
 */
import { COUNTER_OPERATION_COST } from '../content/economy';
import { canAfford, shortfall } from './economy';
import { gameError } from './errors';
import { purchase } from './purchase';
import type { StepResult } from './step';
import { chapterForDay } from './story';
import { threatEntry, threatFloor } from './threat';
import type { GameState } from './types';

/** What a counter-operation costs today. */
export function counterOperationCost(state: Pick<GameState, 'day'>): { funds: number; supplies: number } {
  return { ...COUNTER_OPERATION_COST[chapterForDay(state.day)] };
}

/** Whether the threat can be pushed down today (it is above its floor), whatever the money. */
export function counterOperationOpen(state: Pick<GameState, 'day' | 'missions' | 'threatLevel'>): boolean {
  return state.threatLevel > threatFloor(state);
}

export function counterOperation(state: GameState): StepResult {
  const floor = threatFloor(state);
  if (state.threatLevel <= floor) return gameError('threat_at_floor', { level: state.threatLevel, floor });
  const cost = counterOperationCost(state);
  if (!canAfford(state.resources, cost)) {
    return gameError('counter_operation_insufficient_resources', { shortfall: shortfall(state.resources, cost) });
  }
  const before = state.threatLevel;
  const after = before - 1;
  const fact = { kind: 'counter_operation', before, after, funds: cost.funds, supplies: cost.supplies } as const;
  const bought = purchase(state, cost, fact);
  return {
    ok: true,
    state: { ...bought.state, threatLevel: after },
    entries: [bought.entry, ...threatEntry(before, after)],
  };
}
