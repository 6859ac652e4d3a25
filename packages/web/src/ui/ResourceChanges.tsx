import { RESOURCE_KEYS, type Resources } from '@holdfast/engine';
import clsx from 'clsx';
import { useTheme } from '../theme/use-theme';
import { formatNumber } from './facility-text';
import styles from './ResourceChanges.module.css';

/**
 * What something did to the resources, one signed amount per resource it touched, in the theme's
 * resource names (the campaign log's events and the day report's events show the same line).
 */
export function ResourceChanges({
  changes,
  className,
}: {
  changes: Partial<Resources> | null | undefined;
  className?: string;
}) {
  const theme = useTheme();
  if (!changes) return null;
  const lines = RESOURCE_KEYS.filter((key) => (changes[key] ?? 0) !== 0);
  if (lines.length === 0) return null;
  return (
    <ul className={clsx(styles.changes, className)}>
      {lines.map((key) => {
        const amount = changes[key] ?? 0;
        return (
          <li key={key} className={styles.change} data-sign={amount > 0 ? 'gain' : 'loss'} data-resource={key}>
            {amount > 0 ? '+' : ''}
            {formatNumber(amount)} {theme.resources[key]}
          </li>
        );
      })}
    </ul>
  );
}
