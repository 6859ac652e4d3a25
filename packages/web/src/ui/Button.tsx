import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

/**
 * The one button style of the game; `type` defaults to 'button' so only real submits submit.
 * The secondary look is `.btn` alone: only the other variants add a modifier class.
 */
export function Button({ variant = 'secondary', className, type = 'button', ...props }: ButtonProps) {
  const classes = clsx('btn', variant !== 'secondary' && `btn--${variant}`, className);
  return <button type={type} className={classes} {...props} />;
}
