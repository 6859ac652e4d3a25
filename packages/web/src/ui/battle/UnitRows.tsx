import clsx from 'clsx';
import type { ComponentProps } from 'react';
import styles from './UnitRows.module.css';

/**
 * Soldiers listed one bordered row each, named by the soldier: the battle's squad and hostiles
 * (UnitPanels) and the after-action report's survivors and casualties. Each list sets its own gap.
 */
export function UnitList({ className, ...rest }: ComponentProps<'ul'>) {
  return <ul className={clsx(styles.list, className)} {...rest} />;
}

/** One soldier's row; `aria-current` marks the selected unit. */
export function UnitRow({ name, className, ...rest }: { name: string } & ComponentProps<'li'>) {
  return <li aria-label={name} className={clsx(styles.row, className)} {...rest} />;
}
