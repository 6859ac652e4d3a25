/**
 * The combat log panel (spec §2 battle screen): the last seven worded lines, read out as they come,
 * newest on top; or the whole log (a replay, the after-action report), scrolling in the panel.
 */
import clsx from 'clsx';

import type { BattleWords } from '../battle-words';
import { BattlePanel } from './BattlePanel';
import type { LogLine } from './battle-log';
import styles from './CombatLog.module.css';

export function CombatLog({
  lines,
  words,
  id = 'battle-log-title',
  whole = false,
}: {
  lines: readonly LogLine[];
  words: BattleWords;
  id?: string;
  whole?: boolean;
}) {
  return (
    <BattlePanel title={words.logTitle} titleId={id}>
      {/* A scrolling log takes focus so it scrolls by keyboard (axe: scrollable-region-focusable). */}
      <ol
        className={clsx(styles.lines, whole && styles.whole)}
        aria-live="polite"
        data-testid="combat-log"
        tabIndex={whole ? 0 : undefined}
        aria-labelledby={whole ? id : undefined}
      >
        {lines.map((line) => (
          <li key={line.id} data-tone={line.tone}>
            {line.text}
          </li>
        ))}
      </ol>
    </BattlePanel>
  );
}
