import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../api/ApiProvider';
import { ApiError } from '../api/client';
import type { User } from '../api/types';
import { clearStoredUser, type PublicUser, readStoredUser, toPublicUser, writeStoredUser } from './session-storage';

export interface Session {
  /** The signed-in player, or null for a guest. */
  user: PublicUser | null;
  signIn(username: string, password: string): Promise<void>;
  register(username: string, email: string, password: string): Promise<void>;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** An in-memory stand-in when the browser refuses local storage (some private modes). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/**
 * Who is playing. Starts from the stored user so the top bar does not flicker, then asks the
 * server (`GET /api/auth/me`) whether the cookie still holds; a stale stored user is cleared. A
 * guest (no stored user) is not checked, so an anonymous page load makes no 401 request.
 */
export function SessionProvider({ children, storage }: { children: ReactNode; storage?: Storage }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [store] = useState(() => storage ?? browserStorage() ?? memoryStorage());
  const [user, setUser] = useState<PublicUser | null>(() => readStoredUser(store));
  // Bumped by every sign-in and logout so a slower start-up check cannot undo them.
  const changes = useRef(0);

  const remember = useCallback(
    (next: PublicUser | null) => {
      if (next) writeStoredUser(store, next);
      else clearStoredUser(store);
      setUser(next);
    },
    [store],
  );

  // Only a remembered player is checked: a guest has no session to confirm, and asking would log
  // the expected 401 as a console error on every page load.
  const rememberedAtStart = useRef(user !== null);
  useEffect(() => {
    if (!rememberedAtStart.current) return;
    const startedAt = changes.current;
    api.get<User>('/api/auth/me').then(
      (me) => {
        if (changes.current === startedAt) remember(toPublicUser(me));
      },
      (error: unknown) => {
        // Only a clear "not signed in" ends the session; a network hiccup keeps what we had.
        if (changes.current === startedAt && error instanceof ApiError && error.status === 401) remember(null);
      },
    );
  }, [api, remember]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      const signedIn = await api.post<User>('/api/auth/login', { username, password });
      changes.current += 1;
      queryClient.clear();
      remember(toPublicUser(signedIn));
    },
    [api, queryClient, remember],
  );

  const register = useCallback(
    async (username: string, email: string, password: string) => {
      const created = await api.post<User>('/api/users', { username, email, password });
      changes.current += 1;
      queryClient.clear();
      remember(toPublicUser(created));
    },
    [api, queryClient, remember],
  );

  const logout = useCallback(async () => {
    changes.current += 1;
    remember(null);
    queryClient.clear();
    try {
      await api.post('/api/auth/logout');
    } catch {
      // Signed out locally either way; the server forgets the session when it expires.
    }
  }, [api, queryClient, remember]);

  const session = useMemo(() => ({ user, signIn, register, logout }), [user, signIn, register, logout]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
