/**
 * The after-action report's figures and timing (spec: missions-battle-themes §2, §9): counters
 * count up in 30 steps of 50 ms, the statistics appear 300 ms after (the rating by casualties is the
 * engine's `performanceRating`).
 */
import { useEffect, useState } from 'react';

export const COUNT_STEPS = 30;
export const COUNT_STEP_MS = 50;
export const STATISTICS_DELAY_MS = 300;

/** Survivors over the squad, as a rounded percent (0 for an empty squad). */
export function survivalRate(survivors: number, squadSize: number): number {
  return squadSize > 0 ? Math.round((survivors / squadSize) * 100) : 0;
}

/** Counts from 0 up to `target` in 30 steps of 50 ms. */
export function useCountUp(target: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= COUNT_STEPS) return;
    const timer = setTimeout(() => setStep((s) => s + 1), COUNT_STEP_MS);
    return () => clearTimeout(timer);
  }, [step]);
  return Math.round((target * step) / COUNT_STEPS);
}

/** True once the counters have finished and 300 ms more have passed. */
export function useRevealAfter(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), COUNT_STEPS * COUNT_STEP_MS + STATISTICS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown;
}
