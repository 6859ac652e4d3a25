/**
 * The result card (spec §2 battle screen): MISSION SUCCESS or MISSION FAILED with the spec's
 * sentences, funds and intel on victory, casualties (squad size minus survivors) and turns.
 */
import type { BattleOutcome } from '@holdfast/engine';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { fillTemplate } from '../../theme/template';
import { Button } from '../../ui/Button';
import type { BattleWords } from '../../ui/battle-words';
import { formatNumber } from '../../ui/facility-text';
import styles from './ResultCard.module.css';

export function ResultCard({
  outcome,
  words,
  squadSize,
  onReport,
}: {
  outcome: BattleOutcome;
  words: BattleWords;
  squadSize: number;
  onReport(): void;
}) {
  const survivors = outcome.soldiers.filter((s) => s.survived).length;
  const heading = useRef<HTMLHeadingElement>(null);
  // The battle is over: bring the player (and a screen reader) to the verdict.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      className={clsx('panel', styles.card, !outcome.victory && styles.defeat)}
      aria-labelledby="battle-result-title"
    >
      <h2 id="battle-result-title" className={styles.title} tabIndex={-1} ref={heading}>
        {outcome.victory ? words.successTitle : words.failedTitle}
      </h2>
      <p data-testid="battle-result-text">
        {outcome.victory ? words.successTexts[outcome.objectiveMet ?? 'eliminate'] : words.failedText}
      </p>
      {outcome.objectiveMet && (
        <p data-testid="battle-objective-met">
          {fillTemplate(words.objective.report, { objective: words.log.objectives[outcome.objectiveMet] })}
        </p>
      )}
      <dl className={styles.facts}>
        {outcome.victory && (
          <>
            <div>
              <dt>{words.funds}</dt>
              <dd>{formatNumber(outcome.rewards.funds)}</dd>
            </div>
            <div>
              <dt>{words.intel}</dt>
              <dd>{formatNumber(outcome.rewards.intel)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{words.casualties}</dt>
          <dd>{squadSize - survivors}</dd>
        </div>
        <div>
          <dt>{words.turns}</dt>
          <dd>{outcome.turns}</dd>
        </div>
      </dl>
      <Button variant="primary" onClick={onReport}>
        {words.afterActionReport}
      </Button>
    </section>
  );
}
