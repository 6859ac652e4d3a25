/**
 * The actions column (spec §2 battle screen, right column): MOVE, SHOOT, DESELECT and the selected
 * soldier's abilities, each disabled when the rules say it cannot be used now; the odds of the shot
 * being aimed, with every part (show the odds before the shot); and the keys.
 */
import {
  ABILITY_BY_ID,
  abilityFigures,
  abilityUnavailable,
  type BattleState,
  type ShotPreview,
  shotApCost,
  type Threat,
} from '@holdfast/engine';
import { type ThemeConfig, wordBattleRefusal } from '@holdfast/engine/themes';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { fillTemplate } from '../../theme/template';
import { Button } from '../../ui/Button';
import { abilityFigureText } from '../../ui/battle/ability-figure-text';
import { BattlePanel, PanelEmpty } from '../../ui/battle/BattlePanel';
import { abilityLabel, unitLabel } from '../../ui/battle/battle-log';
import type { BattleWords } from '../../ui/battle-words';
import styles from './ActionsColumn.module.css';
import { abilityShortcut, KEY_INTENTS } from './battle-keys';
import type { BattleMode } from './use-battle';

interface ActionsColumnProps {
  battle: BattleState;
  /** The universe: its words for a refused ability. */
  theme: ThemeConfig;
  words: BattleWords;
  mode: BattleMode;
  canUndo: boolean;
  canMove: boolean;
  canShoot: boolean;
  preview: ShotPreview | null;
  /** The hostile under the cursor and its shots at the squad (issue 22), or null. */
  /** The hostiles' forecast turn, listed under the odds. */
  intents?: ReactNode;
  threats?: { enemyId: string; threats: Threat[] } | null;
  onMode(mode: BattleMode): void;
  onAbility(abilityId: string): void;
  onDeselect(): void;
  onUndo(): void;
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** A sentence for a screen reader ends once: a refusal's own full stop is not doubled. */
export function sentence(text: string): string {
  return /[.!?]$/.test(text) ? `${text} ` : `${text}. `;
}

function Threats({
  battle,
  threats,
  words,
}: {
  battle: BattleState;
  threats: { enemyId: string; threats: Threat[] };
  words: BattleWords;
}) {
  const name = (id: string) => {
    const unit = battle.units.find((u) => u.id === id);
    return unit ? unitLabel(unit, words.log) : id;
  };
  return (
    <div className={styles.threats} data-testid="threats">
      <h3 className={clsx('kicker', styles.subtitle)}>
        {name(threats.enemyId)}: {words.threatsTitle}
      </h3>
      {threats.threats.length === 0 ? (
        <p className={styles.none}>{words.noThreats}</p>
      ) : (
        <ul className={styles.parts}>
          {threats.threats.map((threat) => (
            <li key={threat.targetId}>
              <span>{name(threat.targetId)}</span>
              <span>{threat.chance}%</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ShotOdds({
  battle,
  preview,
  threats,
  words,
  ability = null,
}: {
  battle: BattleState;
  preview: ShotPreview | null;
  threats: { enemyId: string; threats: Threat[] } | null;
  words: BattleWords;
  /** Issue 35: the armed ability, its name and its own figures (never a rifle shot's odds). */
  ability?: { name: string; figures: string[] } | null;
}) {
  return (
    <BattlePanel title={words.targetTitle} titleId="battle-odds-title" aria-live="polite">
      {ability && (
        <div data-testid="ability-aim">
          <p className={styles.chance}>{ability.name}</p>
          <ul className={styles.parts}>
            {ability.figures.map((figure) => (
              <li key={figure}>
                <span>{figure}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview && (
        <>
          <p className={styles.chance} data-testid="hit-chance">
            {preview.lineOfSight ? fillTemplate(words.hitChance, { chance: preview.chance }) : words.noLineOfSight}
          </p>
          <ul className={styles.parts}>
            {preview.parts.map((part) => (
              <li key={part.kind}>
                <span>{words.parts[part.kind]}</span>
                <span>{signed(part.value)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.damage}>
            {fillTemplate(words.damageRange, { min: preview.minDamage, max: preview.maxDamage })}
          </p>
        </>
      )}
      {threats && <Threats battle={battle} threats={threats} words={words} />}
      {!preview && !threats && !ability && <PanelEmpty>{words.targetPrompt}</PanelEmpty>}
    </BattlePanel>
  );
}

export function ActionsColumn({
  battle,
  theme,
  words,
  mode,
  canUndo,
  canMove,
  canShoot,
  preview,
  threats = null,
  intents,
  onMode,
  onAbility,
  onDeselect,
  onUndo,
}: ActionsColumnProps) {
  const playing = battle.status === 'playing' && battle.side === 'player';
  const unit = battle.units.find((u) => u.id === battle.selectedUnitId && u.type === 'soldier');
  const untargeted = mode.kind === 'ability' && ABILITY_BY_ID.get(mode.abilityId)?.battle.targeting === 'none';
  const modeText =
    mode.kind === 'move'
      ? words.modeMove
      : mode.kind === 'shoot'
        ? words.modeShoot
        : fillTemplate(untargeted ? words.modeConfirm : words.modeAbility, {
            ability: abilityLabel(mode.abilityId, words.log),
          });

  const armedFigures = unit && mode.kind === 'ability' ? abilityFigures(battle, unit.id, mode.abilityId) : null;
  const armedAbility =
    armedFigures && mode.kind === 'ability'
      ? { name: abilityLabel(mode.abilityId, words.log), figures: abilityFigureText(armedFigures, words) }
      : null;

  return (
    // On a phone the column docks at the foot of the screen while a soldier is chosen (data-docked).
    <div className={styles.actions} data-docked={unit ? true : undefined}>
      <BattlePanel title={words.actionsTitle} titleId="battle-actions-title" className={styles.actionsPanel}>
        {!unit ? (
          <PanelEmpty>{words.selectPrompt}</PanelEmpty>
        ) : (
          <>
            <p className={styles.unit}>{unit.name}</p>
            <p className={styles.mode} role="status">
              {modeText}
            </p>
            <div className={styles.buttons}>
              <Button
                variant={mode.kind === 'move' ? 'primary' : 'secondary'}
                aria-pressed={mode.kind === 'move'}
                disabled={!playing || !canMove}
                onClick={() => onMode({ kind: 'move' })}
                aria-keyshortcuts={KEY_INTENTS.move.shortcut}
              >
                {words.move}
              </Button>
              <Button
                variant={mode.kind === 'shoot' ? 'primary' : 'secondary'}
                aria-pressed={mode.kind === 'shoot'}
                disabled={!playing || !canShoot}
                onClick={() => onMode({ kind: 'shoot' })}
                aria-keyshortcuts={KEY_INTENTS.shoot.shortcut}
                aria-describedby="battle-shoot-cost"
              >
                {words.shoot}
                <span className={styles.buttonCost} id="battle-shoot-cost" aria-hidden="true">
                  {fillTemplate(words.apCost, { ap: shotApCost(unit) })}
                </span>
              </Button>
              {untargeted && mode.kind === 'ability' && (
                <Button variant="primary" onClick={() => onAbility(mode.abilityId)} disabled={!playing}>
                  {words.confirm}
                </Button>
              )}
              <Button onClick={onDeselect} disabled={!playing} aria-keyshortcuts={KEY_INTENTS.back.shortcut}>
                {words.deselect}
              </Button>
              {canUndo && (
                <Button onClick={onUndo} aria-keyshortcuts={KEY_INTENTS.undo.shortcut}>
                  {words.undo}
                </Button>
              )}
            </div>
            <h3 className={clsx('kicker', styles.subtitle, styles.abilitiesTitle)}>{words.abilitiesTitle}</h3>
            {unit.abilities.length === 0 ? (
              <PanelEmpty>{words.noAbilities}</PanelEmpty>
            ) : (
              <ul className={styles.abilities}>
                {unit.abilities.map((ability, index) => {
                  const figures = abilityFigures(battle, unit.id, ability.id);
                  const figureText = figures ? abilityFigureText(figures, words).join(' · ') : '';
                  const unusable = abilityUnavailable(battle, unit.id, ability.id);
                  const chosen = mode.kind === 'ability' && mode.abilityId === ability.id;
                  const cost =
                    ability.currentCooldown > 0
                      ? fillTemplate(words.cooldown, { turns: ability.currentCooldown })
                      : [
                          fillTemplate(words.apCost, { ap: ability.apCost }),
                          ability.usesRemaining !== null && fillTemplate(words.uses, { uses: ability.usesRemaining }),
                        ]
                          .filter(Boolean)
                          .join(' · ');
                  const descriptionId = `ability-${unit.id}-${ability.id}`;
                  return (
                    <li key={ability.id}>
                      <button
                        type="button"
                        className={styles.ability}
                        disabled={!playing || unusable !== null}
                        aria-pressed={chosen}
                        aria-describedby={descriptionId}
                        aria-keyshortcuts={abilityShortcut(index)}
                        onClick={() => onAbility(ability.id)}
                      >
                        <span className={styles.key} aria-hidden="true">
                          {index < 9 ? index + 1 : ''}
                        </span>
                        <span>{abilityLabel(ability.id, words.log)}</span>
                        <span className={styles.cost}>{cost}</span>
                      </button>
                      <span className={styles.figures} id={descriptionId}>
                        {unusable && (
                          <span className="visually-hidden">{sentence(wordBattleRefusal(theme, unusable))}</span>
                        )}
                        {figureText}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </BattlePanel>
      <ShotOdds battle={battle} preview={preview} threats={threats} words={words} ability={armedAbility} />
      {intents && <div className={styles.wide}>{intents}</div>}
      <BattlePanel title={words.keysTitle} titleId="battle-keys-title" className={styles.keys}>
        <dl className={styles.keysList}>
          {words.keys.map((entry) => (
            <div key={entry.key}>
              <dt>
                <kbd>{entry.key}</kbd>
              </dt>
              <dd>{entry.does}</dd>
            </div>
          ))}
        </dl>
      </BattlePanel>
    </div>
  );
}
