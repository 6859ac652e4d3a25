import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useLandingTheme } from '../theme/ThemeRoot';
import { Button } from './Button';

/** A screen part that has not arrived by then is reported as failed (spec §2, §9: 120 seconds). */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export type ScreenLoadErrorKind = 'missing' | 'timeout' | 'other';

/** The spec's load error: 'Loading chunk {id} failed', with why (missing file, time-out, other). */
export class ScreenLoadError extends Error {
  readonly kind: ScreenLoadErrorKind;
  readonly chunkId: string;

  constructor(kind: ScreenLoadErrorKind, chunkId: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunkId} failed`, options);
    this.name = 'ScreenLoadError';
    this.kind = kind;
    this.chunkId = chunkId;
  }
}

function kindOf(error: unknown): ScreenLoadErrorKind {
  // Browsers reject a dynamic import whose file is gone (a redeploy, a dropped connection) with a TypeError.
  return error instanceof TypeError ? 'missing' : 'other';
}

/** Runs one load, failing with a time-out error if it has not finished within `timeoutMs`. */
export function loadWithTimeout<T>(load: () => Promise<T>, chunkId: string, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadError('timeout', chunkId)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ScreenLoadError ? error : new ScreenLoadError(kindOf(error), chunkId, { cause: error }),
        );
      },
    );
  });
}

/**
 * One on-demand part (a screen, a tab, a dialog): its id for error messages, how to fetch it, and
 * the component once fetched.
 */
export interface ScreenPart<Props extends object = object> {
  readonly chunkId: string;
  readonly load: () => Promise<ComponentType<Props>>;
  readonly timeoutMs: number;
  loaded: ComponentType<Props> | null;
}

export function screenPart<Props extends object = object>(
  chunkId: string,
  load: () => Promise<ComponentType<Props>>,
  timeoutMs: number = SCREEN_LOAD_TIMEOUT_MS,
): ScreenPart<Props> {
  return { chunkId, load, timeoutMs, loaded: null };
}

/**
 * A part fetched once it is first `wanted` (a dialog about to open): null until it has arrived. A
 * failed fetch calls `onFailed` and is tried again the next time the part is wanted.
 */
export function usePart<Props extends object>(
  part: ScreenPart<Props>,
  wanted: boolean,
  onFailed: (error: ScreenLoadError) => void,
): ComponentType<Props> | null {
  const [loaded, setLoaded] = useState<ComponentType<Props> | null>(() => part.loaded);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (!wanted || part.loaded) return;
    let live = true;
    loadWithTimeout(part.load, part.chunkId, part.timeoutMs).then(
      (Component) => {
        part.loaded = Component;
        if (live) setLoaded(() => Component);
      },
      (error: ScreenLoadError) => {
        console.error(error.message, error.kind, error.cause);
        if (live) failed.current(error);
      },
    );
    return () => {
      live = false;
    };
  }, [part, wanted]);
  return loaded ?? part.loaded;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; error: ScreenLoadError };

/**
 * Shows a screen part, fetching it on first visit. Unlike React.lazy or the router's `lazy`, which
 * remember a failed load for good, a failure here shows the load error with a RETRY that really
 * fetches again. Give each route's element its own `key` so parts never share state.
 */
export function LazyScreen({ part, landmark = true }: { part: ScreenPart; landmark?: boolean }) {
  const words = useLandingTheme().screens;
  const [state, setState] = useState<LoadState>(() =>
    part.loaded ? { status: 'ready', Screen: part.loaded } : { status: 'loading' },
  );
  const mounted = useRef(false);

  const fetchPart = useCallback(() => {
    setState({ status: 'loading' });
    loadWithTimeout(part.load, part.chunkId, part.timeoutMs).then(
      (Screen) => {
        part.loaded = Screen;
        if (mounted.current) setState({ status: 'ready', Screen });
      },
      (error: ScreenLoadError) => {
        console.error(error.message, error.kind, error.cause);
        if (mounted.current) setState({ status: 'failed', error });
      },
    );
  }, [part]);

  useEffect(() => {
    mounted.current = true;
    if (!part.loaded) fetchPart();
    return () => {
      mounted.current = false;
    };
  }, [part, fetchPart]);

  if (state.status === 'ready') return <state.Screen />;
  if (state.status === 'failed') {
    // A part inside a screen (a tab) is not the page's main landmark.
    const Wrapper = landmark ? 'main' : 'div';
    return (
      <Wrapper className="screen-center">
        <section className="panel screen-message" role="alert">
          <h1 className="screen-message__title">{words.loadErrorTitle}</h1>
          <p>{words.loadErrorText}</p>
          <p className="screen-message__detail">{state.error.message}</p>
          <Button variant="primary" onClick={fetchPart}>
            {words.retry}
          </Button>
        </section>
      </Wrapper>
    );
  }
  return (
    <p className="screen-status" role="status">
      {words.loading}
    </p>
  );
}
