import { SOLDIER_STATUSES, type Soldier } from '@holdfast/engine';
import clsx from 'clsx';
import { useTheme } from '../../theme/use-theme';
import { Fact } from '../../ui/Fact';
import styles from './SquadSummary.module.css';

/** Head-count by status (spec §2: Ready, Wounded, Training, On Mission; KIA too so the fallen are counted). */
export function SquadSummary({ squad }: { squad: readonly Soldier[] }) {
  const theme = useTheme();
  const headingId = 'squad-summary-title';
  return (
    <section className={clsx('panel', styles.summary)} aria-labelledby={headingId}>
      <h3 id={headingId} className="section-title">
        {theme.squadScreen.summaryTitle}
      </h3>
      <dl className={styles.counts}>
        {SOLDIER_STATUSES.map((status) => (
          <Fact key={status} tile className={styles.count} data-status={status} label={theme.squad.statuses[status]}>
            {squad.filter((soldier) => soldier.status === status).length}
          </Fact>
        ))}
      </dl>
    </section>
  );
}
