/**
 * The per-process state cache (game-state-cache.ts): an older version never replaces a newer one,
 * `forget` drops only the version it names, and the campaign played longest ago leaves first.
 */
import { type GameState, newCampaign } from '@holdfast/engine';
import { expect, it } from 'vitest';
import { GameStateCache } from '../src/repositories/game-state-cache';

const state = (seed: number): GameState =>
  newCampaign({ name: `C${seed}`, difficulty: 'normal', theme: 'vanilla', seed });

it('keeps the newest version of a campaign and forgets only the version it was told', () => {
  const cache = new GameStateCache();
  const v3 = state(3);
  cache.set(1, 3, v3);
  cache.set(1, 2, state(2));
  expect(cache.latest(1)).toEqual({ version: 3, state: v3 });
  cache.forget(1, 2);
  expect(cache.latest(1)?.version).toBe(3);
  cache.forget(1, 3);
  expect(cache.latest(1)).toBeUndefined();
});

it('lets the campaign played longest ago go first when full', () => {
  const cache = new GameStateCache(2);
  cache.set(1, 1, state(1));
  cache.set(2, 1, state(2));
  cache.latest(1); // Campaign 1 played again: campaign 2 is now the oldest.
  cache.set(3, 1, state(3));
  expect(cache.size).toBe(2);
  expect(cache.latest(2)).toBeUndefined();
  expect(cache.latest(1)?.version).toBe(1);
  expect(cache.latest(3)?.version).toBe(1);
});
