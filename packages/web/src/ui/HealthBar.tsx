import type { HealthTone } from './soldier-display';
import './soldier.css';

interface HealthBarProps {
  health: number;
  maxHealth: number;
  tone: HealthTone;
  /** Accessible name of the meter (the theme's word for Health). */
  label: string;
}

/** Health as a coloured meter with the numbers beside it; the colour comes from the theme via the tone. */
export function HealthBar({ health, maxHealth, tone, label }: HealthBarProps) {
  const percent = maxHealth > 0 ? Math.max(0, Math.min(100, (health / maxHealth) * 100)) : 0;
  return (
    <div className="health">
      {/* biome-ignore lint/a11y/useSemanticElements: <meter> cannot take the theme's tone colours alike in every browser. */}
      <div
        className={`health__bar health__bar--${tone}`}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={maxHealth}
        aria-valuenow={health}
        aria-valuetext={`${health}/${maxHealth}`}
        data-tone={tone}
      >
        <span className="health__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="health__value">
        {health}/{maxHealth}
      </span>
    </div>
  );
}
