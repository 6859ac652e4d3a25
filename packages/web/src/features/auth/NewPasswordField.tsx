import type { PasswordStrength } from '@holdfast/engine/password-strength';
import type { AuthDialogWords } from '@holdfast/engine/themes';
import { TextField } from '../../ui/TextField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface NewPasswordFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The estimate of `value` (use-password-strength.ts); null while none is shown. */
  strength: PasswordStrength | null;
  words: Pick<AuthDialogWords, 'passwordRule' | 'passwordStrength' | 'passwordStrengthLabels'>;
}

/**
 * A new password as registering and the account dialog ask for it (issue 27): the field, the rule
 * under it and the strength estimate as the player types, both read out with the field.
 */
export function NewPasswordField({ id, name, label, value, onChange, strength, words }: NewPasswordFieldProps) {
  return (
    <>
      <TextField
        id={id}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={`${id}-rule${strength ? ` ${id}-strength` : ''}`}
        value={value}
        onChange={onChange}
      />
      <p className="form__note" id={`${id}-rule`}>
        {words.passwordRule}
      </p>
      <PasswordStrengthMeter id={`${id}-strength`} strength={strength} words={words} />
    </>
  );
}
