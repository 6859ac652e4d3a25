/// <reference lib="webworker" />
/**
 * The projected odds of a fought mission (issue 23), off the main thread: a hundred simulated
 * battles take about half a second, which would freeze the missions tab. Answers each request
 * with its id so the screen keeps only the latest.
 */
import { projectedOdds } from '@holdfast/engine/projected-odds';
import type { ProjectionRequest, ProjectionResponse } from './projected-odds-messages';

self.onmessage = (event: MessageEvent<ProjectionRequest>) => {
  const { id, facts, templateId, soldierIds } = event.data;
  const response: ProjectionResponse = { id, odds: projectedOdds(facts, templateId, soldierIds) };
  self.postMessage(response);
};
