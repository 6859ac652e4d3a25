/**
 * How hard a password is to guess (OWASP ASVS 5.0 V6.2, issue 27): zxcvbn-ts's estimate with its
 * common and English dictionaries, told the game's own words — Holdfast, every universe's name and
 * title — and the player's username and e-mail, so "Holdfast2025" or "nova-nova-1" score as the
 * guesses they are. The server refuses below PASSWORD_MIN_SCORE; the sign-up form runs the very
 * same estimate as the player types (loaded on demand: the dictionaries weigh about a megabyte).
 * Import as `@holdfast/engine/password-strength`; it is not part of the game's rules.
 */
import { type FeedbackType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { THEMES } from '../words/index';

export const PASSWORD_MIN_LENGTH = 8;
/**
 * zxcvbn's 0-4 scale: 3 is "safely unguessable" (about 10^8 guesses or more), enough against
 * online guessing and slowed offline guessing of an argon2id hash; 2 let `Summer2024` through.
 */
export const PASSWORD_MIN_SCORE = 3;
/**
 * The estimator looks at this many characters; longer passwords are not weaker for it (what counts
 * is that their first 100 are hard to guess). [decided, issue 37] 100, not the 256 a password may
 * have: the estimate's time grows with the length — on the shared dev machine at load ~3.3 about
 * 0.5–0.65 s at 100 repetitive characters, 1.6–1.9 s at 256 — and each check holds a verification
 * thread that imports also need.
 */
const ESTIMATED_LENGTH = 100;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  /** Whether the server accepts it (long enough and scored at least PASSWORD_MIN_SCORE). */
  acceptable: boolean;
  /** The estimator's warning ('This is a commonly used password.'), or '' when it has none. */
  warning: string;
  /** The estimator's suggestions, in English (zxcvbn-ts's own words). */
  suggestions: string[];
}

/** Who the password belongs to: their own names are the first thing a guesser tries. */
export interface PasswordOwner {
  username?: string | undefined;
  email?: string | undefined;
}

/** Holdfast and each universe's id, title, badge and name, whole and word by word. */
function gameWords(): string[] {
  const words = new Set<string>(['holdfast']);
  for (const theme of Object.values(THEMES)) {
    for (const name of [theme.id, theme.title, theme.badge, theme.universe.name]) {
      const lower = name.toLowerCase();
      words.add(lower);
      words.add(lower.replace(/[^\p{L}\p{N}]+/gu, ''));
      for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
    }
  }
  return [...words];
}

const GAME_WORDS = gameWords();

let estimator: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary, holdfast: GAME_WORDS },
    maxLength: ESTIMATED_LENGTH,
  });
  return estimator;
}

function ownerWords({ username, email }: PasswordOwner): string[] {
  const words: string[] = [];
  if (username) words.push(username);
  if (email) words.push(email, ...email.split(/[@.+_-]/).filter((part) => part.length >= 3));
  return words;
}

export function passwordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength {
  const result = zxcvbn().check(password, ownerWords(owner));
  const feedback: FeedbackType = result.feedback;
  const score = result.score as PasswordScore;
  return {
    score,
    acceptable: [...password].length >= PASSWORD_MIN_LENGTH && score >= PASSWORD_MIN_SCORE,
    warning: feedback.warning ?? '',
    suggestions: feedback.suggestions,
  };
}
