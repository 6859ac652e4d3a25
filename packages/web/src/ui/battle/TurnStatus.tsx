import type { BattleState } from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import type { BattleWords } from '../battle-words';

/**
 * Whose turn it is (YOUR TURN / ENEMY TURN), or the verdict once the battle is over, and the turn
 * counter: the battle header's status, shared by the battle and its replay.
 */
export function TurnStatus({
  battle,
  words,
  testId,
  live = false,
}: {
  battle: BattleState;
  words: BattleWords;
  testId: string;
  /** Announce changes to screen readers (the live battle; a replay announces its position instead). */
  live?: boolean;
}) {
  const over = battle.status !== 'playing';
  const verdict = battle.status === 'victory' ? words.successTitle : words.failedTitle;
  return (
    <div className="battle-header__status">
      <p
        className={`battle-header__turn battle-header__turn--${over ? battle.status : battle.side}`}
        role={live ? 'status' : undefined}
        data-testid={testId}
      >
        {over ? verdict : battle.side === 'player' ? words.yourTurn : words.enemyTurn}
      </p>
      <p className="battle-header__counter">{fillTemplate(words.turn, { turn: battle.turn })}</p>
    </div>
  );
}
