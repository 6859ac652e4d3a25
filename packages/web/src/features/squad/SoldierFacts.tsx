import type { Soldier } from '@holdfast/engine';
import type { ReactNode } from 'react';
import { useTheme } from '../../theme/use-theme';
import { classWord } from '../../ui/soldier-display';
import '../../ui/soldier.css';

/** The facts the roster card and the profile both show: rank, class, status, missions and experience. */
export function SoldierFacts({ soldier, children }: { soldier: Soldier; children?: ReactNode }) {
  const theme = useTheme();
  const words = theme.squadScreen;
  return (
    <dl className="soldier-card__facts">
      <div>
        <dt>{words.rank}</dt>
        <dd>{soldier.rank}</dd>
      </div>
      <div>
        <dt>{words.class}</dt>
        <dd>{classWord(theme, soldier.classId)}</dd>
      </div>
      <div>
        <dt>{words.status}</dt>
        <dd className="soldier-status" data-status={soldier.status}>
          {theme.squad.statuses[soldier.status]}
        </dd>
      </div>
      <div>
        <dt>{words.missions}</dt>
        <dd>{soldier.missionsCompleted}</dd>
      </div>
      <div>
        <dt>{words.experience}</dt>
        <dd>{soldier.experience}</dd>
      </div>
      {children}
    </dl>
  );
}
