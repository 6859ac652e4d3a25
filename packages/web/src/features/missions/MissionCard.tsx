import {
  allowedModes,
  experienceBase,
  KEY_MISSION_LAST_CHANCE_DAY,
  type LostKeyMission,
  MISSED_KEY_MISSION_FORCE,
  type MissionAvailability,
  type MissionTemplate,
  THREAT_FLOOR_PER_MISSED_KEY_MISSION,
  templateBattleMission,
  XP_PER_KILL,
} from '@holdfast/engine';
import { missionWords, wordRefusal } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { useId } from 'react';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { formatNumber } from '../../ui/facility-text';
import { durationText, rewardLines, squadRangeText } from '../../ui/mission-text';
import styles from './MissionCard.module.css';

interface MissionCardProps {
  template: MissionTemplate;
  availability: MissionAvailability;
  /** Issue 34: a key mission whose deadline (this day) passed unwon: the card says it was missed and what it costs. */
  missedOnDay?: number | null;
  /** Issue 34: a key mission lost in battle and not won since: what it costs and when it is back. */
  lost?: LostKeyMission | null;
  selected: boolean;
  onSelect: () => void;
}

/**
 * One mission card (spec §2): duration, squad size, success chance, casualty risk and rewards.
 * A locked card is a disabled button that shows why, in the rules' words; when soldiers are short
 * the universe's own wording leads ('Insufficient operatives available').
 */
export function MissionCard({
  template,
  availability,
  missedOnDay = null,
  lost = null,
  selected,
  onSelect,
}: MissionCardProps) {
  const theme = useTheme();
  const words = theme.missionPanel;
  const text = missionWords(theme, template.id);
  const ids = useId();
  // Issue 35: a fight-only mission pays the battle's experience (per survivor and per kill), never the
  // auto-resolve amount its template also carries (the Breakwater card said 200 XP; the report paid 600).
  const foughtOnly = !allowedModes(template).includes('auto');
  const rewards = rewardLines(theme, template.rewards, words)
    .filter((line) => !(foughtOnly && line.key === 'xp'))
    .map((line) => `${formatNumber(line.amount)} ${line.label}`);
  if (foughtOnly) {
    const base = experienceBase(templateBattleMission(template, undefined));
    rewards.push(`${fillTemplate(theme.missionBriefing.xpFought, { base, perKill: XP_PER_KILL })} ${words.xp}`);
  }
  const short = availability.lock === 'short_of_soldiers';
  // Issue 34: a missed key mission of chapters 1–2 is lost for good at the next chapter's end.
  const lastChance = template.chapter !== undefined ? KEY_MISSION_LAST_CHANCE_DAY[template.chapter] : undefined;

  return (
    <li className={styles.slot}>
      <button
        type="button"
        className={clsx('panel', styles.card)}
        style={{ '--mission-colour': template.color } as React.CSSProperties}
        aria-pressed={selected}
        aria-labelledby={`${ids}-name`}
        aria-describedby={`${ids}-facts ${availability.selectable ? '' : `${ids}-reason`}`.trim()}
        disabled={!availability.selectable}
        onClick={onSelect}
      >
        <span className={styles.top}>
          <span className={styles.icon} aria-hidden="true">
            {template.icon}
          </span>
          <span id={`${ids}-name`} className={styles.name}>
            {text.name}
          </span>
        </span>
        <span className={styles.type}>
          {text.type} · {text.location}
        </span>
        <span id={`${ids}-facts`} className={styles.facts}>
          <span className={styles.fact}>
            <span className={styles.label}>{words.duration}</span>
            <span className={styles.value}>{durationText(words, template.durationDays)}</span>
          </span>
          <span className={styles.fact}>
            <span className={styles.label}>{words.squadSize}</span>
            <span className={styles.value}>{squadRangeText(theme, template)}</span>
          </span>
          <span className={styles.fact}>
            <span className={styles.label}>{words.successChance}</span>
            <span className={styles.value}>{template.risks.successRate}%</span>
          </span>
          <span className={styles.fact}>
            <span className={styles.label}>{words.casualtyRisk}</span>
            <span className={styles.value} data-risk={template.risks.casualtyLevel}>
              {words.casualtyLevels[template.risks.casualtyLevel]}
            </span>
          </span>
          <span className={clsx(styles.fact, styles.wide)}>
            <span className={styles.label}>{words.rewards}</span>
            <span className={styles.value}>{rewards.length === 0 ? words.noRewards : rewards.join(' · ')}</span>
          </span>
        </span>
        {missedOnDay !== null && (
          <span className={clsx('notice notice--dashed', styles.locked)} data-testid="key-missed">
            {fillTemplate(theme.missions.keyMissed, {
              day: missedOnDay,
              threat: THREAT_FLOOR_PER_MISSED_KEY_MISSION,
              aim: MISSED_KEY_MISSION_FORCE.hostileAim,
            })}
            {lastChance !== undefined && <span>{fillTemplate(words.keyDeadlineFinal, { day: lastChance })}</span>}
          </span>
        )}
        {lost !== null && (
          <span className={clsx('notice notice--dashed', styles.locked)} data-testid="key-lost">
            {fillTemplate(theme.missions.keyLost, { threat: lost.floorRise, day: lost.backOnDay })}
          </span>
        )}
        {!availability.selectable && (
          <span id={`${ids}-reason`} className={clsx('notice notice--dashed', styles.locked)}>
            {short && <span className={styles.lockedTitle}>{theme.missions.insufficientOperatives}</span>}
            {availability.refusal && <span>{wordRefusal(theme, availability.refusal)}</span>}
          </span>
        )}
      </button>
    </li>
  );
}
