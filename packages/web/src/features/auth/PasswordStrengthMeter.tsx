import type { PasswordStrength } from '@holdfast/engine/password-strength';
import type { AuthDialogWords } from '@holdfast/engine/themes';
import type { CSSProperties } from 'react';
import { fillTemplate } from '../../theme/template';
import styles from './PasswordStrengthMeter.module.css';

interface PasswordStrengthMeterProps {
  id: string;
  strength: PasswordStrength | null;
  words: Pick<AuthDialogWords, 'passwordStrength' | 'passwordStrengthLabels'>;
}

/**
 * The estimate under a new-password field: a four-step bar, its grade in words and the
 * estimator's own advice (zxcvbn-ts's English feedback), announced politely as it changes.
 */
export function PasswordStrengthMeter({ id, strength, words }: PasswordStrengthMeterProps) {
  return (
    <div id={id} className={styles.strength} aria-live="polite">
      {strength && (
        <>
          <div
            className={styles.bar}
            data-acceptable={strength.acceptable}
            style={{ '--strength-steps': strength.score } as CSSProperties}
            aria-hidden="true"
          />
          <p className={styles.grade}>
            {fillTemplate(words.passwordStrength, { label: words.passwordStrengthLabels[strength.score] })}
          </p>
          {(strength.warning !== '' || strength.suggestions.length > 0) && (
            <ul className={styles.advice}>
              {[strength.warning, ...strength.suggestions]
                .filter((line) => line !== '')
                .map((line) => (
                  <li key={line}>{line}</li>
                ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
