import {
  ABILITY_BY_ID,
  CLASS_BY_ID,
  SKILL_BY_ID,
  type Soldier,
  soldierAbilities,
  soldierSkills,
} from '@holdfast/engine';
import { abilityName, skillName, wordBenefits } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Fact } from '../../ui/Fact';
import styles from './ProfileAbilities.module.css';

/** The class's skills, each marked unlocked (the engine's list for this soldier) or locked with its price in XP. */
export function ProfileSkills({ soldier }: { soldier: Soldier }) {
  const theme = useTheme();
  const words = theme.squadScreen;
  const definition = soldier.classId ? CLASS_BY_ID.get(soldier.classId) : undefined;
  if (!definition) return <p className="muted">{words.noClassSkills}</p>;
  const unlocked = new Set(soldierSkills(soldier).map((skill) => skill.id));
  return (
    <ul className={styles.list}>
      {definition.skills.map((id) => {
        const skill = SKILL_BY_ID.get(id);
        if (!skill) return null;
        const isUnlocked = unlocked.has(id);
        return (
          <li key={id} className={styles.ability} data-unlocked={isUnlocked} aria-label={skillName(theme, id)}>
            <div className={styles.head}>
              <strong>{skillName(theme, id)}</strong>
              <span className={clsx('badge', styles.state)}>{isUnlocked ? words.unlocked : words.locked}</span>
            </div>
            <p className="muted">
              {fillTemplate(words.tier, { tier: skill.tier })} ·{' '}
              {fillTemplate(words.xpRequired, { xp: skill.xpRequired })}
            </p>
            <p>{skill.effect}</p>
            <p className={styles.effect}>{wordBenefits(theme, skill.modifiers)}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The class's five abilities with unlock XP, AP, cooldown and uses; unlocked ones as the engine says. */
export function ProfileAbilities({ soldier }: { soldier: Soldier }) {
  const theme = useTheme();
  const words = theme.squadScreen;
  const definition = soldier.classId ? CLASS_BY_ID.get(soldier.classId) : undefined;
  if (!definition) return <p className="muted">{words.noClassSkills}</p>;
  const unlocked = new Set(soldierAbilities(soldier).map((ability) => ability.id));
  return (
    <ul className={styles.list}>
      {definition.abilities.map((slot) => {
        const ability = ABILITY_BY_ID.get(slot.abilityId);
        if (!ability) return null;
        const isUnlocked = unlocked.has(ability.id);
        return (
          <li
            key={ability.id}
            className={styles.ability}
            data-unlocked={isUnlocked}
            aria-label={abilityName(theme, ability.id)}
          >
            <div className={styles.head}>
              <strong>{abilityName(theme, ability.id)}</strong>
              <span className={clsx('badge', styles.state)}>{isUnlocked ? words.unlocked : words.locked}</span>
            </div>
            <p className="muted">{fillTemplate(words.unlocksAt, { xp: slot.unlockAtXp })}</p>
            <dl className={styles.numbers}>
              <Fact label={words.apCost}>{ability.apCost}</Fact>
              <Fact label={words.cooldown}>
                {ability.cooldown > 0 ? fillTemplate(words.cooldownTurns, { n: ability.cooldown }) : words.noCooldown}
              </Fact>
              <Fact label={words.usesPerMission}>{ability.usesPerMission ?? words.unlimitedUses}</Fact>
            </dl>
            <p>{ability.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
