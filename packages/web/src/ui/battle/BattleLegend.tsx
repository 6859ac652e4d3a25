/**
 * The board's legend (issue 22): what the cover tiles do (stand on them; full cover blocks sight
 * both ways, unlike XCOM), the two prices of a move, a hostile's intent, and what DOWN means.
 */
import type { ObjectiveKind } from '@holdfast/engine';
import clsx from 'clsx';
import type { BattleWords } from '../battle-words';
import styles from './BattleLegend.module.css';
import { OBJECTIVE_VIEWS } from './objective-views';

export function BattleLegend({
  words,
  objective = 'eliminate',
}: {
  words: BattleWords;
  /** Issue 24: the battle's objective, whose tiles the legend then explains. */
  objective?: ObjectiveKind;
}) {
  const tiles = OBJECTIVE_VIEWS[objective].tiles;
  const entries = [
    ...(tiles ? [{ swatch: styles[tiles.style], text: tiles.name(words) }] : []),
    { swatch: styles.unaware, text: words.objective.unawareLegend, mark: 'Z' },
    { swatch: styles.half, text: words.legend.half },
    { swatch: styles.full, text: words.legend.full },
    { swatch: styles.oneAp, text: words.legend.oneAp, mark: '1' },
    { swatch: styles.twoAp, text: words.legend.twoAp, mark: '2' },
    { swatch: styles.intent, text: words.legend.intent },
    { swatch: styles.blast, text: words.legendBlast },
    { swatch: styles.down, text: words.legend.kia, mark: '✖' },
  ];
  return (
    <section className={styles.legend} aria-labelledby="battle-legend-title">
      <h2 id="battle-legend-title" className={clsx('kicker', styles.title)}>
        {words.legendTitle}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.text}>
            <span className={clsx(styles.swatch, entry.swatch)} aria-hidden="true">
              {entry.mark}
            </span>
            {entry.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
