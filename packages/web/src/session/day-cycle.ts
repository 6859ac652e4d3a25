import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How fast the day progress meter fills, in points per second (decided: the spec gives no step).
 * At the normal speed a day takes 20 seconds, long enough to act between days without waiting.
 */
export const DAY_SPEEDS = { normal: 5, fast: 10, fastest: 20 } as const;
export type DaySpeed = keyof typeof DAY_SPEEDS;
export const DAY_SPEED_ORDER: readonly DaySpeed[] = ['normal', 'fast', 'fastest'];

/** The meter runs 0..100; the clock shows the minute of the day it stands for. */
export const FULL_DAY = 100;
const LAST_MINUTE = 1439;
export const TICK_MS = 1000;

/** The header clock for a meter reading (spec §2): 00:00 at 0, 23:59 at 100. */
export function clockFor(progress: number): string {
  const minute = Math.floor((Math.min(FULL_DAY, Math.max(0, progress)) * LAST_MINUTE) / FULL_DAY);
  const hours = Math.floor(minute / 60);
  return `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

const STORAGE_PREFIX = 'holdfast.dayCycle.';

interface RememberedCycle {
  paused: boolean;
  speed: DaySpeed;
}

function isSpeed(value: unknown): value is DaySpeed {
  return typeof value === 'string' && (DAY_SPEED_ORDER as readonly string[]).includes(value);
}

/**
 * What this browser remembers of a campaign's clock (issue 14: time the player controls). A
 * campaign with nothing remembered opens paused at the normal speed.
 */
export function readDayCycle(key: string): RememberedCycle {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_PREFIX + key) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { paused, speed } = parsed as Record<string, unknown>;
      return { paused: paused !== false, speed: isSpeed(speed) ? speed : 'normal' };
    }
  } catch {
    // Unreadable or refused storage: fall back to the paused default.
  }
  return { paused: true, speed: 'normal' };
}

/** Remembers a campaign's clock (also how tests start with the clock running). */
export function rememberDayCycle(key: string, cycle: RememberedCycle): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(cycle));
  } catch {
    // Storage refused (private mode): the campaign opens paused next time, nothing worse.
  }
}

/** Opening a campaign from LOAD starts it paused; the speed stays as the player left it. */
export function pauseOnOpen(key: string): void {
  rememberDayCycle(key, { ...readDayCycle(key), paused: true });
}

export interface DayCycleOptions {
  /** Whose clock this is (as chapter openings key it): pause and speed are remembered under it. */
  campaignKey: string;
  /** Runs ADVANCE DAY; resolves true when the day advanced. */
  advance: () => Promise<boolean>;
  /** The campaign is over: the meter stops for good. */
  stopped: boolean;
  /** Asked every second: while true the meter holds (a modal is open, an action is on its way). */
  isHeld: () => boolean;
}

export interface DayCycle {
  progress: number;
  clock: string;
  paused: boolean;
  speed: DaySpeed;
  /** True from the moment a day advance starts until its answer arrives. */
  advancing: boolean;
  setSpeed: (speed: DaySpeed) => void;
  togglePause: () => void;
  /** ADVANCE DAY now; ignored while an advance is already running. */
  advanceNow: () => Promise<void>;
}

/**
 * The day progress meter (spec §4): every second it gains the speed's step; at 100 it triggers the
 * day advance and starts again from 0 once the new day has arrived. It opens paused unless this
 * browser remembers the campaign running (pause and speed are remembered per campaign, and LOAD
 * pauses it again: `pauseOnOpen`). It holds while an advance runs
 * or something asks it to, stops when the campaign is over, and pauses itself when an advance fails
 * so the meter never spins past a day that did not happen.
 */
export function useDayCycle({ campaignKey, advance, stopped, isHeld }: DayCycleOptions): DayCycle {
  const [progress, setProgress] = useState(0);
  const [remembered] = useState(() => readDayCycle(campaignKey));
  const [paused, setPaused] = useState(remembered.paused);
  const [speed, setSpeed] = useState<DaySpeed>(remembered.speed);
  const [advancing, setAdvancing] = useState(false);
  const progressRef = useRef(0);
  const advancingRef = useRef(false);
  const latest = useRef({ advance, isHeld });
  useEffect(() => {
    latest.current = { advance, isHeld };
  }, [advance, isHeld]);

  const advanceNow = useCallback(async () => {
    if (advancingRef.current) return;
    advancingRef.current = true;
    setAdvancing(true);
    let advanced = false;
    try {
      advanced = await latest.current.advance();
    } finally {
      advancingRef.current = false;
      setAdvancing(false);
    }
    if (advanced) {
      progressRef.current = 0;
      setProgress(0);
    } else {
      setPaused(true);
    }
  }, []);

  useEffect(() => {
    if (paused || stopped) return;
    const timer = setInterval(() => {
      if (advancingRef.current || latest.current.isHeld()) return;
      const next = Math.min(FULL_DAY, progressRef.current + DAY_SPEEDS[speed]);
      progressRef.current = next;
      setProgress(next);
      if (next >= FULL_DAY) void advanceNow();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [paused, stopped, speed, advanceNow]);

  useEffect(() => rememberDayCycle(campaignKey, { paused, speed }), [campaignKey, paused, speed]);

  const togglePause = useCallback(() => setPaused((value) => !value), []);

  return { progress, clock: clockFor(progress), paused, speed, advancing, setSpeed, togglePause, advanceNow };
}
