import styles from './HealthBar.module.css';
import type { HealthTone } from './soldier-display';

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
    <div className={styles.health}>
      {/* biome-ignore lint/a11y/useSemanticElements: <meter> cannot take the theme's tone colours alike in every browser. */}
      <div
        className={styles.bar}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={maxHealth}
        aria-valuenow={health}
        aria-valuetext={`${health}/${maxHealth}`}
        data-tone={tone}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.value}>
        {health}/{maxHealth}
      </span>
    </div>
  );
}
