/**
 * What a password must be (OWASP ASVS 5.0 V6.2, issues 15 and 27): at least 8 characters and hard
 * to guess by the engine's strength estimate (`@holdfast/engine/password-strength`: zxcvbn-ts with
 * its common and English dictionaries, the game's own words and the player's username and e-mail),
 * scored at least PASSWORD_MIN_SCORE of 4. The sign-up form runs the same estimate as the player
 * types; this check is the one that counts. Length limits stay in the zod schema. The estimate runs
 * on the verification pool (issue 37: seconds of CPU for a long repetitive password must not hold
 * the event loop), so a full pool answers 503 VERIFIER_BUSY here too.
 */
import { PASSWORD_MIN_LENGTH, type PasswordOwner } from '@holdfast/engine/password-strength';
import type { Verifier } from '../verification/pool';

export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN} characters and hard to guess: not a common password, your name or the game's words`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_WEAK = 'That password is too easy to guess';

/** The rule a password breaks (with the estimator's advice), or null when it is acceptable. */
export async function passwordProblem(
  verifier: Verifier,
  password: string,
  owner: PasswordOwner,
): Promise<string | null> {
  if ([...password].length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  const strength = await verifier.run({ kind: 'passwordStrength', password, owner });
  if (strength.acceptable) return null;
  const advice = [strength.warning, ...strength.suggestions].filter((line) => line !== '').join(' ');
  return advice === '' ? `${PASSWORD_TOO_WEAK}.` : `${PASSWORD_TOO_WEAK}. ${advice}`;
}
