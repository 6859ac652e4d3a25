import type { GameAction } from '@holdfast/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DispatchResult } from './campaign-session';

/**
 * Sends actions one after another, never side by side: each must start from the state the previous
 * one left, and the last answer is then always the newest state. A second ADVANCE DAY asked for while
 * one is on its way is not sent again: the caller gets the first one's result (spec §4: "guarded
 * against re-entry"), so a double click or the meter and the button together advance one day.
 */
export function useActionQueue(apply: (action: GameAction) => Promise<DispatchResult>) {
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  }, [apply]);
  const tail = useRef<Promise<unknown>>(Promise.resolve());
  const advancing = useRef<Promise<DispatchResult> | null>(null);
  const [inFlight, setInFlight] = useState(0);

  const dispatch = useCallback((action: GameAction): Promise<DispatchResult> => {
    if (action.type === 'advanceDay' && advancing.current) return advancing.current;
    setInFlight((count) => count + 1);
    const run: Promise<DispatchResult> = tail.current
      .then(() => applyRef.current(action))
      .catch((error: unknown) => ({
        ok: false as const,
        error: error instanceof Error ? error.message : String(error),
      }))
      .finally(() => {
        setInFlight((count) => count - 1);
        if (advancing.current === run) advancing.current = null;
      });
    tail.current = run;
    if (action.type === 'advanceDay') advancing.current = run;
    return run;
  }, []);

  return { dispatch, pending: inFlight > 0 };
}
