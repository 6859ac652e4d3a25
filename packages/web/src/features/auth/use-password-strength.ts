/**
 * The engine's password strength estimate (the one the server applies, issue 27), run in the
 * browser as the player types. The estimator and its dictionaries (~1 MB) arrive on demand the
 * first time a new password is typed, never with the landing page.
 */
import type { PasswordOwner, PasswordStrength } from '@holdfast/engine/password-strength';
import { useEffect, useState } from 'react';

type Estimator = typeof import('@holdfast/engine/password-strength');

let estimator: Promise<Estimator> | undefined;

function loadEstimator(): Promise<Estimator> {
  estimator ??= import('@holdfast/engine/password-strength');
  // A failed load (offline) may be retried on the next keystroke; the server still decides.
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

/** The estimate for `password` (null while empty or while the estimator loads). */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const { username, email } = owner;
  useEffect(() => {
    if (password === '') {
      setStrength(null);
      return;
    }
    let current = true;
    loadEstimator().then(
      ({ passwordStrength }) => {
        if (current) setStrength(passwordStrength(password, { username, email }));
      },
      () => {
        if (current) setStrength(null);
      },
    );
    return () => {
      current = false;
    };
  }, [password, username, email]);
  return strength;
}
