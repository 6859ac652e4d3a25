/**
 * What a password must be (OWASP ASVS 5.0 V6.2, issue 15): at least 8 characters, not one of the
 * ~49,000 most common passwords (zxcvbn-ts's list, compared without regard to case), not one
 * character repeated (eight spaces), and not the username. Length limits stay in the zod schema.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN = 8;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN} characters; not a common password and not your username`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_COMMON = 'That password is too common: choose one that is harder to guess';
export const PASSWORD_IS_USERNAME = 'Password must not be your username';

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((password: string) => password.toLowerCase()),
);

/** The rule a password breaks, or null when it is acceptable. */
export function passwordProblem(password: string, username?: string): string | null {
  if ([...password].length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  const lower = password.toLowerCase();
  if (username !== undefined && lower === username.toLowerCase()) return PASSWORD_IS_USERNAME;
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1*$/su.test(password)) return PASSWORD_TOO_COMMON;
  return null;
}
