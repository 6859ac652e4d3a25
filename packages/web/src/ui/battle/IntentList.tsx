/**
 * The hostiles' forecast turn as a list (issue 22): what each will do if nothing changes, in the
 * order they act, its target and odds, and where a roll before it acts may change that. The board
 * draws the same forecast; this list is its words, for everyone and for screen readers.
 */
import type { BattleState, EnemyForecast, TileTarget } from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import type { BattleWords } from '../battle-words';
import { BattlePanel, PanelEmpty } from './BattlePanel';
import { unitLabel } from './battle-log';
import styles from './IntentList.module.css';

export function intentSentence(battle: BattleState, intent: EnemyForecast, words: BattleWords): string {
  const name = (id: string) => {
    const unit = battle.units.find((u) => u.id === id);
    return unit ? unitLabel(unit, words.log) : id;
  };
  const last = intent.path[intent.path.length - 1] as TileTarget;
  const values = { unit: name(intent.enemyId), x: last.x, y: last.y };
  // Issue 24: a blast it marked last turn lands first, before it moves.
  const landing = intent.landing
    ? fillTemplate(words.intentLanding, { ...values, x: intent.landing.centre.x, y: intent.landing.centre.y })
    : null;
  const then = intentAfterLanding(intent, values, name, words);
  return landing ? `${landing}; ${then}` : then;
}

function intentAfterLanding(
  intent: EnemyForecast,
  values: { unit: string; x: number; y: number },
  name: (id: string) => string,
  words: BattleWords,
): string {
  const moved = intent.path.length > 1;
  if (intent.overwatch) return fillTemplate(words.intentOverwatch, values);
  if (intent.blast)
    return fillTemplate(words.intentBlast, { ...values, x: intent.blast.centre.x, y: intent.blast.centre.y });
  if (intent.shot) {
    const shot = { ...values, target: name(intent.shot.targetId), chance: intent.shot.chance };
    return fillTemplate(moved ? words.intentMoveShoot : words.intentShoot, shot);
  }
  return fillTemplate(moved ? words.intentAdvance : words.intentHold, values);
}

/** Issue 35: no intent to show — no hostile left, or hostiles left that will not act (the battle is over). */
function noIntentsLine(battle: BattleState, words: BattleWords): string {
  const left = battle.units.filter((u) => u.type === 'enemy' && u.hp > 0).length;
  return left === 0 ? words.noIntents : fillTemplate(words.noIntentsRemain, { left });
}

export function IntentList({
  battle,
  forecast,
  words,
}: {
  battle: BattleState;
  forecast: readonly EnemyForecast[];
  words: BattleWords;
}) {
  return (
    <BattlePanel title={words.intentsTitle} titleId="battle-intents-title">
      {forecast.length === 0 ? (
        <PanelEmpty>{noIntentsLine(battle, words)}</PanelEmpty>
      ) : (
        <ol className={styles.list} data-testid="intents">
          {forecast.map((intent) => (
            <li key={intent.enemyId}>
              {intentSentence(battle, intent, words)}
              {intent.rollDecides && <span className={styles.roll}> ({words.intentRoll})</span>}
            </li>
          ))}
        </ol>
      )}
    </BattlePanel>
  );
}
