import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_SCORE, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each(['holdfast', 'holdfast1', 'Passw0rd!', 'Summer2024', 'Aa1Aa1Aa'])(
    'refuses %s, which the old common-password list let through (issue 27)',
    (password) => {
      const strength = passwordStrength(password, { username: 'drake', email: 'drake@example.com' });
      expect(strength.acceptable).toBe(false);
      expect(strength.score).toBeLessThan(PASSWORD_MIN_SCORE);
      expect(strength.suggestions.length).toBeGreaterThan(0);
    },
  );

  it("counts the universes' names and titles as words a guesser tries first", () => {
    for (const password of ['Archbound!', 'laststand99', 'devastators77', 'Majestic1987']) {
      expect(passwordStrength(password).acceptable, password).toBe(false);
    }
  });

  it("counts the player's own username and e-mail against the password", () => {
    expect(passwordStrength('zorvanek1989', { username: 'drake', email: 'a@example.com' }).acceptable).toBe(true);
    expect(passwordStrength('zorvanek1989', { username: 'drake', email: 'zorvanek@example.com' }).acceptable).toBe(
      false,
    );
    expect(passwordStrength('zorvanek1989', { username: 'zorvanek' }).acceptable).toBe(false);
  });

  it('accepts a long passphrase and explains a common password in words', () => {
    expect(passwordStrength('correct horse battery', { username: 'drake' })).toEqual({
      score: 4,
      acceptable: true,
      warning: '',
      suggestions: [],
    });
    expect(passwordStrength('qwerty123').warning).toBe('This is a commonly used password.');
  });

  it('refuses anything shorter than 8 characters, however odd', () => {
    expect(passwordStrength('x7#Qp!z').acceptable).toBe(false);
  });
});
