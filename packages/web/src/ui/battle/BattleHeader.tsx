import { type BattleState, battleObjective, objectiveProgress, squadConcealed } from '@holdfast/engine';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { fillTemplate } from '../../theme/template';
import type { BattleWords } from '../battle-words';
import styles from './BattleHeader.module.css';
import { OBJECTIVE_VIEWS } from './objective-views';

/**
 * The battle header, shared by the battle and its replay: the mission and its location, whose turn
 * it is, and what the screen adds on the right (the battle's buttons, the replay's position).
 */
export function BattleHeader({
  battle,
  mission,
  words,
  titleId,
  titleLevel,
  overline,
  turnTestId,
  live = false,
  children,
}: {
  battle: BattleState;
  /** The mission's name and location in the universe's words (the battle holds only its template id). */
  mission: { name: string; location: string };
  words: BattleWords;
  titleId: string;
  titleLevel: 1 | 2;
  /** A line over the title (BATTLE REPLAY). */
  overline?: string;
  turnTestId: string;
  /** Announce the turn to screen readers (the live battle; a replay announces its position instead). */
  live?: boolean;
  children?: ReactNode;
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <header className={clsx('panel', 'screen-header', styles.header)}>
      <div>
        {overline && <p className={styles.overline}>{overline}</p>}
        <Title id={titleId} className={styles.title}>
          {mission.name}
        </Title>
        <p className={styles.caption}>{mission.location}</p>
      </div>
      <TurnStatus battle={battle} words={words} testId={turnTestId} live={live} />
      <ObjectiveStatus battle={battle} words={words} />
      {children}
    </header>
  );
}

/** Where a replay stands (Step 3 of 40), read out as it moves. */
export function ReplayPosition({ children }: { children: ReactNode }) {
  return (
    <p className={clsx(styles.caption, styles.position)} role="status" data-testid="replay-position">
      {children}
    </p>
  );
}

/**
 * Whose turn it is (YOUR TURN / ENEMY TURN), or the verdict once the battle is over, and the turn
 * counter.
 */
function TurnStatus({
  battle,
  words,
  testId,
  live,
}: {
  battle: BattleState;
  words: BattleWords;
  testId: string;
  live: boolean;
}) {
  const over = battle.status !== 'playing';
  const verdict = battle.status === 'victory' ? words.successTitle : words.failedTitle;
  return (
    <div className={styles.status}>
      <p
        className={styles.turn}
        data-turn={over ? battle.status : battle.side}
        role={live ? 'status' : undefined}
        data-testid={testId}
      >
        {over ? verdict : battle.side === 'player' ? words.yourTurn : words.enemyTurn}
      </p>
      <p className={styles.caption}>{fillTemplate(words.turn, { turn: battle.turn })}</p>
    </div>
  );
}

/**
 * Issue 24: the mission's objective and where it stands (turns held, soldiers at the extraction
 * point, hostiles left), from the engine's `objectiveProgress`.
 */
function ObjectiveStatus({ battle, words }: { battle: BattleState; words: BattleWords }) {
  const objective = battleObjective(battle);
  const progress = objectiveProgress(battle);
  const { objective: said } = words;
  const left = battle.units.filter((u) => u.type === 'enemy' && u.hp > 0).length;
  const status = OBJECTIVE_VIEWS[objective.kind].status(progress, words, left);
  return (
    <div className={styles.status} data-testid="battle-objective" data-objective={objective.kind}>
      <p className={styles.caption}>
        {said.title}: <strong>{fillTemplate(said.names[objective.kind], { turns: objective.turnsNeeded })}</strong>
      </p>
      <p className={styles.caption}>{status}</p>
      {squadConcealed(battle) && battle.status === 'playing' && (
        <p className={styles.caption} data-testid="battle-concealed">
          <strong>{said.concealed}</strong>
        </p>
      )}
    </div>
  );
}
