import { type ClassStats, type Soldier, soldierCombatRating, statsFor } from '@holdfast/engine';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { HealthBar } from '../../ui/HealthBar';
import { nextRank, rosterHealthTone } from '../../ui/soldier-display';
import { SoldierFacts } from './SoldierFacts';

const STAT_KEYS: ReadonlyArray<keyof ClassStats> = ['health', 'aim', 'mobility', 'defense', 'willpower', 'critChance'];

/** Who the soldier is now: rank and progress, class stats, health and the engine's combat rating. */
export function ProfileOverview({ soldier }: { soldier: Soldier }) {
  const theme = useTheme();
  const words = theme.squadScreen;
  const { state } = useCampaignSession();
  const stats = statsFor(soldier.classId);
  const next = nextRank(soldier.experience);
  return (
    <div className="profile-overview">
      <SoldierFacts soldier={soldier}>
        <div>
          <dt>{words.combatRating}</dt>
          <dd>{Math.round(soldierCombatRating(state, soldier) * 10) / 10}</dd>
        </div>
      </SoldierFacts>
      <p className="profile-overview__progress">
        {next ? fillTemplate(words.xpToNextRank, { xp: next.xpNeeded, rank: next.name }) : words.topRank}
      </p>
      <HealthBar
        health={soldier.health}
        maxHealth={soldier.maxHealth}
        tone={rosterHealthTone(soldier.health, soldier.maxHealth)}
        label={words.health}
      />
      <dl className="stat-grid">
        {STAT_KEYS.map((key) => (
          <div key={key}>
            <dt>{words.stats[key]}</dt>
            <dd>{key === 'health' ? soldier.maxHealth : stats[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
