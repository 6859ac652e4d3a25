import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input in the forms' `field` style: the label names the input for every reader. */
export function TextField({ id, label, value, onChange, ...input }: TextFieldProps) {
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">{label}</span>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </label>
  );
}
