import { type GameState, powerUsage } from '@holdfast/engine';
import { inGameDate } from '@holdfast/engine/themes';
import { DAY_SPEED_ORDER, type DayCycle, FULL_DAY } from '../../session/day-cycle';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { CampaignMarks } from '../../ui/CampaignMarks';
import styles from './BaseHeader.module.css';

interface BaseHeaderProps {
  state: GameState;
  cycle: DayCycle;
}

const numberFormat = new Intl.NumberFormat('en-US');

function percentOf(used: number, capacity: number): number {
  return capacity > 0 ? Math.round((used / capacity) * 100) : 0;
}

/**
 * The campaign at a glance (spec §2 Base screen): name, D+n, in-game date, the clock driven by the
 * day progress meter, resources, and the controls of the day cycle with ADVANCE DAY.
 */
export function BaseHeader({ state, cycle }: BaseHeaderProps) {
  const theme = useTheme();
  // Power is not stored; the engine recomputes it from the facilities (spec §4 Campaign load).
  const power = powerUsage(state);
  const labels = theme.resources;
  const words = theme.base;
  const dayWords = theme.dayCycle;
  const resources: Array<[string, string, string]> = [
    ['funds', labels.funds, numberFormat.format(state.resources.funds)],
    ['supplies', labels.supplies, numberFormat.format(state.resources.supplies)],
    ['intel', labels.intel, numberFormat.format(state.resources.intel)],
    ['power', labels.power, `${power.used}/${power.capacity} (${percentOf(power.used, power.capacity)}%)`],
  ];
  const over = state.gameOver;
  return (
    <header className={styles.header} data-look="header">
      <div>
        <h1 className={styles.name}>{state.name}</h1>
        <CampaignMarks marks={state.marks} theme={theme} />
        <p className={styles.calendar}>
          <span className={styles.day}>
            {words.dayPrefix}
            {state.day}
          </span>
          <span>
            <span className={styles.label}>{words.dateLabel}</span> {inGameDate(theme, state.day)}
          </span>
          <span className={styles.clock}>
            <span className={styles.label}>{dayWords.clockLabel}</span> <time data-testid="clock">{cycle.clock}</time>
          </span>
        </p>
      </div>
      <dl className={styles.resources} aria-label={dayWords.resourcesLabel}>
        {resources.map(([key, label, value]) => (
          <div key={key} className={styles.resource} data-resource={key}>
            <dt className={styles.resourceLabel}>{label}</dt>
            <dd className={styles.resourceValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.dayCycle}>
        <div
          className={styles.meter}
          role="progressbar"
          aria-label={dayWords.dayProgress}
          aria-valuemin={0}
          aria-valuemax={FULL_DAY}
          aria-valuenow={cycle.progress}
          aria-valuetext={cycle.clock}
        >
          {/* Back to 0 at a new day is a jump, not a slide backwards. */}
          <span
            className={styles.fill}
            style={{ width: `${cycle.progress}%`, transition: cycle.progress === 0 ? 'none' : undefined }}
          />
        </div>
        <div className={styles.controls}>
          <Button onClick={cycle.togglePause} disabled={over}>
            {cycle.paused ? dayWords.resume : dayWords.pause}
          </Button>
          <fieldset className={styles.speed}>
            <legend className={styles.speedLegend}>{dayWords.speedLabel}</legend>
            {DAY_SPEED_ORDER.map((speed) => (
              <Button
                key={speed}
                className={styles.speedOption}
                aria-pressed={cycle.speed === speed}
                onClick={() => cycle.setSpeed(speed)}
                disabled={over}
              >
                {dayWords.speeds[speed]}
              </Button>
            ))}
          </fieldset>
          <Button
            variant="primary"
            className={styles.advance}
            onClick={() => void cycle.advanceNow()}
            disabled={over}
            // Busy, not disabled: the button keeps the focus, so it gets it back when the day's report closes.
            aria-disabled={cycle.advancing || undefined}
          >
            {cycle.advancing ? dayWords.processing : dayWords.advanceDay}
          </Button>
        </div>
      </div>
    </header>
  );
}
