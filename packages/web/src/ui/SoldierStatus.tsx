import type { SoldierStatus as Status } from '@holdfast/engine';
import clsx from 'clsx';
import { useTheme } from '../theme/use-theme';
import styles from './SoldierStatus.module.css';

/** A soldier's status in the theme's words and its status colour ('Wounded' in the warning colour). */
export function SoldierStatus({ status, className }: { status: Status; className?: string }) {
  const theme = useTheme();
  return (
    <span className={clsx(styles.status, className)} data-status={status}>
      {theme.squad.statuses[status]}
    </span>
  );
}
