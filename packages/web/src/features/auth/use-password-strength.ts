/**
 * The password strength estimate the server applies (issue 27), asked of the server as the player
 * types (issue 37: `POST /api/password-strength`). The estimator's dictionaries stay on the server
 * (in the browser they were the app's largest download, 738 KB brotli); the form asks once the
 * player pauses typing, and a late answer for an older password is dropped.
 */
import type { PasswordOwner, PasswordStrength } from '@holdfast/engine/password-strength';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/ApiProvider';

/** A pause in typing this long asks for the estimate (one request per pause, not per key). */
export const STRENGTH_PAUSE_MS = 150;

/** The estimate for `password` (null while empty, while asked, or when the server cannot answer). */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordStrength | null {
  const api = useApi();
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const { username, email } = owner;
  useEffect(() => {
    if (password === '') {
      setStrength(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      const body = { password, ...(username ? { username } : {}), ...(email ? { email } : {}) };
      // Offline or refused: no estimate is shown; registration still decides.
      api.post<PasswordStrength>('/api/password-strength', body).then(
        (answer) => {
          if (current) setStrength(answer);
        },
        () => {
          if (current) setStrength(null);
        },
      );
    }, STRENGTH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, password, username, email]);
  return strength;
}
