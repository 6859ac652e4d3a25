import { SOLDIER_STATUSES, type Soldier } from '@holdfast/engine';
import { useTheme } from '../../theme/use-theme';

/** Head-count by status (spec §2: Ready, Wounded, Training, On Mission; KIA too so the fallen are counted). */
export function SquadSummary({ squad }: { squad: readonly Soldier[] }) {
  const theme = useTheme();
  const headingId = 'squad-summary-title';
  return (
    <section className="panel squad-summary" aria-labelledby={headingId}>
      <h3 id={headingId} className="squad-summary__title">
        {theme.squadScreen.summaryTitle}
      </h3>
      <dl className="squad-summary__counts">
        {SOLDIER_STATUSES.map((status) => (
          <div key={status} className="squad-summary__count" data-status={status}>
            <dt>{theme.squad.statuses[status]}</dt>
            <dd>{squad.filter((soldier) => soldier.status === status).length}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
