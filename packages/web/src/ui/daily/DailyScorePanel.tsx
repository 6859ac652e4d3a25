import type { DailyScore } from '@holdfast/engine';
import type { DailyWords } from '@holdfast/engine/daily-words';
import { formatNumber } from '../facility-text';
import styles from './DailyScorePanel.module.css';

/** The daily battle's score with its parts (GAME_RULES "The daily battle"), as facts worded by the universe. */
export function DailyScorePanel({ score, words }: { score: DailyScore; words: DailyWords['score'] }) {
  const parts: [string, string, number][] = [
    [words.victory, score.victory ? '✓' : '✗', score.points.victory],
    [words.objective, score.objectiveMet ? '✓' : '✗', score.points.objective],
    [words.survivors, String(score.survivors), score.points.survivors],
    [words.hp, String(score.hpKept), score.points.hp],
    [words.turns, String(score.turns), score.points.turns],
  ];
  return (
    <section className={`panel ${styles.panel}`} aria-labelledby="daily-score-title" data-testid="daily-score">
      <h2 id="daily-score-title" className={styles.title}>
        {words.title}
      </h2>
      <dl className={styles.parts}>
        {parts.map(([label, value, points]) => (
          <div key={label} className={styles.part}>
            <dt>{label}</dt>
            <dd>
              <span className={styles.value}>{value}</span>{' '}
              <span className={styles.points}>+{formatNumber(points)}</span>
            </dd>
          </div>
        ))}
        <div className={`${styles.part} ${styles.total}`}>
          <dt>{words.total}</dt>
          <dd data-testid="daily-score-total">{formatNumber(score.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
