/** The combat log panel (spec §2 battle screen): the last seven worded lines, read out as they come. */

import type { BattleWords } from '../battle-words';
import type { LogLine } from './battle-log';

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
    <section className="panel battle-panel battle-log" aria-labelledby={id}>
      <h2 id={id} className="kicker">
        {words.logTitle}
      </h2>
      <ol className="battle-log__lines" aria-live="polite" data-testid="combat-log">
        {lines.map((line) => (
          <li key={line.id} className={`battle-log__line battle-log__line--${line.tone}`}>
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
