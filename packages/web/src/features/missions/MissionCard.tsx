import type { MissionAvailability, MissionTemplate } from '@holdfast/engine';
import { missionWords, wordRefusal } from '@holdfast/engine/themes';
import { useId } from 'react';
import { useTheme } from '../../theme/use-theme';
import { durationText, formatAmount, rewardLines, squadRangeText } from '../../ui/mission-text';

interface MissionCardProps {
  template: MissionTemplate;
  availability: MissionAvailability;
  selected: boolean;
  onSelect: () => void;
}

/**
 * One mission card (spec §2): duration, squad size, success chance, casualty risk and rewards.
 * A locked card is a disabled button that shows why, in the rules' words; when soldiers are short
 * the universe's own wording leads ('Insufficient operatives available').
 */
export function MissionCard({ template, availability, selected, onSelect }: MissionCardProps) {
  const theme = useTheme();
  const words = theme.missionPanel;
  const text = missionWords(theme, template.id);
  const ids = useId();
  const rewards = rewardLines(theme, template.rewards, words);
  const short = availability.lock === 'short_of_soldiers';

  return (
    <li className="mission-card-slot">
      <button
        type="button"
        className="mission-card"
        style={{ '--mission-colour': template.color } as React.CSSProperties}
        data-selected={selected}
        aria-pressed={selected}
        aria-labelledby={`${ids}-name`}
        aria-describedby={`${ids}-facts ${availability.selectable ? '' : `${ids}-reason`}`.trim()}
        disabled={!availability.selectable}
        onClick={onSelect}
      >
        <span className="mission-card__top">
          <span className="mission-card__icon" aria-hidden="true">
            {template.icon}
          </span>
          <span id={`${ids}-name`} className="mission-card__name">
            {text.name}
          </span>
        </span>
        <span className="mission-card__type">
          {text.type} · {text.location}
        </span>
        <span id={`${ids}-facts`} className="mission-card__facts">
          <span className="mission-fact">
            <span className="mission-fact__label">{words.duration}</span>
            <span className="mission-fact__value">{durationText(words, template.durationDays)}</span>
          </span>
          <span className="mission-fact">
            <span className="mission-fact__label">{words.squadSize}</span>
            <span className="mission-fact__value">{squadRangeText(theme, template)}</span>
          </span>
          <span className="mission-fact">
            <span className="mission-fact__label">{words.successChance}</span>
            <span className="mission-fact__value">{template.risks.successRate}%</span>
          </span>
          <span className="mission-fact">
            <span className="mission-fact__label">{words.casualtyRisk}</span>
            <span className="mission-fact__value" data-risk={template.risks.casualtyLevel}>
              {words.casualtyLevels[template.risks.casualtyLevel]}
            </span>
          </span>
          <span className="mission-fact mission-fact--wide">
            <span className="mission-fact__label">{words.rewards}</span>
            <span className="mission-fact__value">
              {rewards.length === 0
                ? words.noRewards
                : rewards.map((line) => `${formatAmount(line.amount)} ${line.label}`).join(' · ')}
            </span>
          </span>
        </span>
        {!availability.selectable && (
          <span id={`${ids}-reason`} className="notice notice--dashed mission-card__locked">
            {short && <span className="mission-card__locked-title">{theme.missions.insufficientOperatives}</span>}
            {availability.refusal && <span>{wordRefusal(theme, availability.refusal)}</span>}
          </span>
        )}
      </button>
    </li>
  );
}
