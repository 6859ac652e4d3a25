/**
 * A bought action that only spends (a counter-operation, a supply drop): pays its cost, keeps its fact
 * in the campaign log as a resource event, and gives the report entry that says it. The caller has
 * checked the cost with `canAfford` and applies its own effect to the returned state.
 */
import { negate, spend } from './economy';
import type { LogFact } from './facts';
import type { ReportEntry } from './report';
import type { CampaignEvent, GameState, Resources } from './types';

export function purchase(
  state: GameState,
  cost: Partial<Resources>,
  fact: LogFact,
): { state: GameState; entry: ReportEntry } {
  const resourceChanges = negate(cost);
  const id = `event-${state.nextId}`;
  const logged: CampaignEvent = { id, type: 'resource', fact, day: state.day, resourceChanges };
  return {
    state: {
      ...state,
      resources: spend(state.resources, cost),
      nextId: state.nextId + 1,
      events: [...state.events, logged],
    },
    entry: { ...fact, refId: id, resourceChanges },
  };
}
