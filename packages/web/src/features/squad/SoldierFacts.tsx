import type { ClassStats, Soldier } from '@holdfast/engine';
import type { ReactNode } from 'react';
import { useTheme } from '../../theme/use-theme';
import { Fact } from '../../ui/Fact';
import { SoldierStatus } from '../../ui/SoldierStatus';
import { classWord } from '../../ui/soldier-display';
import styles from './SoldierFacts.module.css';

const STAT_KEYS: ReadonlyArray<keyof ClassStats> = ['health', 'aim', 'mobility', 'defense', 'willpower', 'critChance'];

/** The facts the roster card and the profile both show: rank, class, status, missions and experience. */
export function SoldierFacts({ soldier, children }: { soldier: Soldier; children?: ReactNode }) {
  const theme = useTheme();
  const words = theme.squadScreen;
  return (
    <dl className={styles.facts}>
      <Fact label={words.rank}>{soldier.rank}</Fact>
      <Fact label={words.class}>{classWord(theme, soldier.classId)}</Fact>
      <Fact label={words.status}>
        <SoldierStatus status={soldier.status} />
      </Fact>
      <Fact label={words.missions}>{soldier.missionsCompleted}</Fact>
      <Fact label={words.experience}>{soldier.experience}</Fact>
      {children}
    </dl>
  );
}

/** The six class stats (health, aim, mobility, defense, willpower, crit) in the theme's words. */
export function StatGrid({ stats, columns }: { stats: ClassStats; columns?: 2 }) {
  const words = useTheme().squadScreen;
  return (
    <dl className={styles.facts} data-columns={columns}>
      {STAT_KEYS.map((key) => (
        <Fact key={key} label={words.stats[key]}>
          {stats[key]}
        </Fact>
      ))}
    </dl>
  );
}
