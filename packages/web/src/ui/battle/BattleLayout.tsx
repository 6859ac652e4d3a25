import type { BattleState } from '@holdfast/engine';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { BattleWords } from '../battle-words';
import styles from './BattleLayout.module.css';
import type { LogLine } from './battle-log';
import { CombatLog } from './CombatLog';
import { UnitPanels } from './UnitPanels';

/**
 * The battle screen's layout, shared by the battle and its replay: the header, then three columns —
 * the squad and hostiles, the grid over the combat log, and the screen's own side column (the
 * actions, the replay controls). On a phone the grid comes first.
 */
export function BattleLayout({
  landmark: Landmark,
  embedded = false,
  labelledBy,
  testId,
  battle,
  words,
  header,
  note,
  aboveGrid,
  grid,
  lines,
  logId,
  wholeLog = false,
  side,
  belowLog,
  onSelectUnit,
  children,
}: {
  /** The battle is the page (main); a replay is a section of its page. */
  landmark: 'main' | 'section';
  /** Inside another page's column: no padding of its own. */
  embedded?: boolean;
  labelledBy: string;
  testId?: string;
  battle: BattleState;
  words: BattleWords;
  header: ReactNode;
  /** A line under the header (the practice battle's note). */
  note?: ReactNode;
  /** Over the grid (the result card). */
  aboveGrid?: ReactNode;
  grid: ReactNode;
  lines: readonly LogLine[];
  logId?: string;
  /** The whole log so far (a replay), scrolling in its panel, instead of the last seven lines. */
  wholeLog?: boolean;
  side: ReactNode;
  /** Under the combat log (the legend, the first battle's hint). */
  belowLog?: ReactNode;
  /** Choosing a soldier's card in YOUR SQUAD selects them (the battle, on the player's turn). */
  onSelectUnit?(unitId: string): void;
  /** After the columns (a dialog). */
  children?: ReactNode;
}) {
  return (
    <Landmark
      className={clsx(styles.battle, embedded && styles.embedded)}
      aria-labelledby={labelledBy}
      data-testid={testId}
    >
      {header}
      {note}
      <div className={styles.columns}>
        <UnitPanels battle={battle} words={words} onSelectUnit={onSelectUnit} />
        <div className={styles.centre}>
          {aboveGrid}
          <div className={styles.gridFrame}>{grid}</div>
          <CombatLog lines={lines} words={words} id={logId} whole={wholeLog} />
          {belowLog}
        </div>
        {side}
      </div>
      {children}
    </Landmark>
  );
}
