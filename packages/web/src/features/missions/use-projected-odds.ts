import type { ProjectedOdds } from '@holdfast/engine/projected-odds';
import { useEffect, useState } from 'react';
import type { ProjectionFacts, ProjectionRequest, ProjectionResponse } from './projected-odds-messages';

/** The projection for the card on screen: still being simulated, ready, or not offered here. */
export type ProjectionStatus = { kind: 'computing' } | { kind: 'ready'; odds: ProjectedOdds } | { kind: 'unavailable' };

let worker: Worker | null = null;
let nextId = 1;
const listeners = new Map<number, (response: ProjectionResponse) => void>();

/** One worker for the page, made on first use (none where the browser, or a test, has no Worker). */
function projectionWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  worker = new Worker(new URL('./projected-odds.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<ProjectionResponse>) => {
    listeners.get(event.data.id)?.(event.data);
    listeners.delete(event.data.id);
  };
  return worker;
}

/**
 * Issue 23: the projected win rate of this squad in this fought mission, simulated in a Web Worker
 * from the public state (works for guests and accounts alike). Recomputed when the mission, the
 * squad, the day, the threat or a soldier changes; a stale answer is dropped.
 */
export function useProjectedOdds(
  facts: ProjectionFacts,
  templateId: string,
  soldierIds: readonly string[],
  enabled: boolean,
): ProjectionStatus | null {
  const [status, setStatus] = useState<ProjectionStatus | null>(null);
  const squadKey = soldierIds.join(',');
  const chosen = facts.squad.filter((s) => soldierIds.includes(s.id));
  const done = facts.research.filter((r) => r.completed).length;
  const key = JSON.stringify([templateId, squadKey, facts.day, facts.threatLevel, facts.difficulty, chosen, done]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for every fact the projection reads.
  useEffect(() => {
    if (!enabled || soldierIds.length === 0) {
      setStatus(null);
      return;
    }
    const target = projectionWorker();
    if (!target) {
      setStatus({ kind: 'unavailable' });
      return;
    }
    const id = nextId++;
    let current = true;
    setStatus({ kind: 'computing' });
    listeners.set(id, (response) => {
      if (current) setStatus(response.odds ? { kind: 'ready', odds: response.odds } : { kind: 'unavailable' });
    });
    const request: ProjectionRequest = {
      id,
      facts: {
        day: facts.day,
        difficulty: facts.difficulty,
        threatLevel: facts.threatLevel,
        // No battle seed travels to the worker, even from a guest's own copy of the campaign.
        missions: facts.missions.map(({ battleSeed: _seed, ...mission }) => mission),
        squad: facts.squad,
        research: facts.research,
      },
      templateId,
      soldierIds: [...soldierIds],
    };
    target.postMessage(request);
    return () => {
      current = false;
    };
  }, [key, enabled]);
  return status;
}
