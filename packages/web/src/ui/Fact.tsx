import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import styles from './Fact.module.css';

interface FactProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode;
  children: ReactNode;
  /** A boxed tile with a larger figure, for a summary's counts. */
  tile?: boolean;
}

/** One fact of a description list (`<dl>`): its label (`<dt>`) over its value (`<dd>`). */
export function Fact({ label, children, tile = false, className, ...props }: FactProps) {
  return (
    <div className={clsx(tile && styles.tile, className)} {...props}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
