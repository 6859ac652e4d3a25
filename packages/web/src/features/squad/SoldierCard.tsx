import type { Soldier } from '@holdfast/engine';
import clsx from 'clsx';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { HealthBar } from '../../ui/HealthBar';
import { rosterHealthTone } from '../../ui/soldier-display';
import { NicknameEditor } from './NicknameEditor';
import styles from './SoldierCard.module.css';
import { SoldierFacts } from './SoldierFacts';

interface SoldierCardProps {
  soldier: Soldier;
  /** The engine would accept a class change for this soldier now. */
  canSpecialize: boolean;
  onOpenProfile: () => void;
  onSpecialize: () => void;
}

/** One roster entry: who the soldier is, how they are, and what the commander can do with them. */
export function SoldierCard({ soldier, canSpecialize, onOpenProfile, onSpecialize }: SoldierCardProps) {
  const theme = useTheme();
  const words = theme.squadScreen;
  // Spec §4: a Sergeant (or above) without a class is flagged until they choose one.
  const mustSpecialize = canSpecialize && soldier.classId === null;
  const fallen = soldier.status === 'KIA';
  const nameId = `soldier-${soldier.id}-name`;

  return (
    <li
      className={clsx(styles.card, mustSpecialize && styles.mustSpecialize, fallen && styles.fallen)}
      aria-labelledby={nameId}
      data-soldier-id={soldier.id}
    >
      <div className={styles.identity}>
        <h3 id={nameId} className={styles.name}>
          {soldier.name}
        </h3>
        <NicknameEditor soldier={soldier} editable={!fallen} />
        {mustSpecialize && <span className={clsx('badge', styles.flag)}>{words.mustSpecialize}</span>}
      </div>
      <SoldierFacts soldier={soldier} />
      <HealthBar
        health={soldier.health}
        maxHealth={soldier.maxHealth}
        tone={rosterHealthTone(soldier.health, soldier.maxHealth)}
        label={words.health}
      />
      <div className={styles.actions}>
        <Button className="btn--small" onClick={onOpenProfile}>
          {words.profile}
        </Button>
        {canSpecialize && (
          <Button variant={mustSpecialize ? 'primary' : 'secondary'} className="btn--small" onClick={onSpecialize}>
            {mustSpecialize ? words.specializeNow : words.specialize}
          </Button>
        )}
      </div>
    </li>
  );
}
