/** The combat log panel (spec §2 battle screen): the last seven worded lines, read out as they come. */

import type { BattleWords } from '../battle-words';
import { BattlePanel } from './BattlePanel';
import type { LogLine } from './battle-log';
import styles from './CombatLog.module.css';

export function CombatLog({
  lines,
  words,
  id = 'battle-log-title',
}: {
  lines: readonly LogLine[];
  words: BattleWords;
  id?: string;
}) {
  return (
    <BattlePanel title={words.logTitle} titleId={id}>
      <ol className={styles.lines} aria-live="polite" data-testid="combat-log">
        {lines.map((line) => (
          <li key={line.id} data-tone={line.tone}>
            {line.text}
          </li>
        ))}
      </ol>
    </BattlePanel>
  );
}
