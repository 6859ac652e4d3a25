import { type Soldier, soldierCombatRating, statsFor } from '@holdfast/engine';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Fact } from '../../ui/Fact';
import { HealthBar } from '../../ui/HealthBar';
import { nextRank, rosterHealthTone } from '../../ui/soldier-display';
import styles from './ProfileOverview.module.css';
import { SoldierFacts, StatGrid } from './SoldierFacts';

/** Who the soldier is now: rank and progress, class stats, health and the engine's combat rating. */
export function ProfileOverview({ soldier }: { soldier: Soldier }) {
  const theme = useTheme();
  const words = theme.squadScreen;
  const { state } = useCampaignSession();
  const next = nextRank(soldier.experience);
  return (
    <div className={styles.overview}>
      <SoldierFacts soldier={soldier}>
        <Fact label={words.combatRating}>{Math.round(soldierCombatRating(state, soldier) * 10) / 10}</Fact>
      </SoldierFacts>
      <p className={styles.progress}>
        {next ? fillTemplate(words.xpToNextRank, { xp: next.xpNeeded, rank: next.name }) : words.topRank}
      </p>
      <HealthBar
        health={soldier.health}
        maxHealth={soldier.maxHealth}
        tone={rosterHealthTone(soldier.health, soldier.maxHealth)}
        label={words.health}
      />
      {/* The soldier's own maximum health stands in for the class's. */}
      <StatGrid stats={{ ...statsFor(soldier.classId), health: soldier.maxHealth }} />
    </div>
  );
}
