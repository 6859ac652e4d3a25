/**
 * The actions column (spec §2 battle screen, right column): MOVE, SHOOT, DESELECT and the selected
 * soldier's abilities, each disabled when the rules say it cannot be used now; the odds of the shot
 * being aimed, with every part (show the odds before the shot); and the keys.
 */
import { ABILITY_BY_ID, abilityUnavailable, type BattleState, type ShotPreview } from '@holdfast/engine';
import { type ThemeConfig, wordBattleRefusal } from '@holdfast/engine/themes';
import { fillTemplate } from '../../theme/template';
import { Button } from '../../ui/Button';
import { abilityLabel } from '../../ui/battle/battle-log';
import type { BattleWords } from '../../ui/battle-words';
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
  onMode(mode: BattleMode): void;
  onAbility(abilityId: string): void;
  onDeselect(): void;
  onUndo(): void;
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export function ShotOdds({ preview, words }: { preview: ShotPreview | null; words: BattleWords }) {
  return (
    <section className="panel battle-panel battle-odds" aria-labelledby="battle-odds-title" aria-live="polite">
      <h2 id="battle-odds-title" className="kicker">
        {words.targetTitle}
      </h2>
      {preview ? (
        <>
          <p className="battle-odds__chance" data-testid="hit-chance">
            {preview.lineOfSight ? fillTemplate(words.hitChance, { chance: preview.chance }) : words.noLineOfSight}
          </p>
          <ul className="battle-odds__parts">
            {preview.parts.map((part) => (
              <li key={part.kind}>
                <span>{words.parts[part.kind]}</span>
                <span>{signed(part.value)}</span>
              </li>
            ))}
          </ul>
          <p className="battle-odds__damage">
            {fillTemplate(words.damageRange, { min: preview.minDamage, max: preview.maxDamage })}
          </p>
        </>
      ) : (
        <p className="battle-panel__empty">{words.targetPrompt}</p>
      )}
    </section>
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
  onMode,
  onAbility,
  onDeselect,
  onUndo,
}: ActionsColumnProps) {
  const playing = battle.status === 'playing' && battle.side === 'player';
  const unit = battle.units.find((u) => u.id === battle.selectedUnitId && u.type === 'soldier');
  const modeText =
    mode.kind === 'move'
      ? words.modeMove
      : mode.kind === 'shoot'
        ? words.modeShoot
        : fillTemplate(words.modeAbility, { ability: abilityLabel(mode.abilityId, words.log) });

  return (
    <div className="battle-actions">
      <section className="panel battle-panel" aria-labelledby="battle-actions-title">
        <h2 id="battle-actions-title" className="kicker">
          {words.actionsTitle}
        </h2>
        {!unit ? (
          <p className="battle-panel__empty">{words.selectPrompt}</p>
        ) : (
          <>
            <p className="battle-actions__unit">{unit.name}</p>
            <p className="battle-actions__mode" role="status">
              {modeText}
            </p>
            <div className="battle-actions__buttons">
              <Button
                variant={mode.kind === 'move' ? 'primary' : 'secondary'}
                aria-pressed={mode.kind === 'move'}
                disabled={!playing || !canMove}
                onClick={() => onMode({ kind: 'move' })}
                aria-keyshortcuts="M"
              >
                {words.move}
              </Button>
              <Button
                variant={mode.kind === 'shoot' ? 'primary' : 'secondary'}
                aria-pressed={mode.kind === 'shoot'}
                disabled={!playing || !canShoot}
                onClick={() => onMode({ kind: 'shoot' })}
                aria-keyshortcuts="S"
              >
                {words.shoot}
              </Button>
              <Button onClick={onDeselect} disabled={!playing} aria-keyshortcuts="Escape">
                {words.deselect}
              </Button>
              {canUndo && (
                <Button onClick={onUndo} aria-keyshortcuts="U">
                  {words.undo}
                </Button>
              )}
            </div>
            <h3 className="kicker battle-actions__subtitle">{words.abilitiesTitle}</h3>
            {unit.abilities.length === 0 ? (
              <p className="battle-panel__empty">{words.noAbilities}</p>
            ) : (
              <ul className="ability-list">
                {unit.abilities.map((ability, index) => {
                  const definition = ABILITY_BY_ID.get(ability.id);
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
                        className={`ability-button${chosen ? ' ability-button--chosen' : ''}`}
                        disabled={!playing || unusable !== null}
                        aria-pressed={chosen}
                        title={definition?.description}
                        aria-describedby={descriptionId}
                        aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
                        onClick={() => onAbility(ability.id)}
                      >
                        <span className="ability-button__key" aria-hidden="true">
                          {index < 9 ? index + 1 : ''}
                        </span>
                        <span className="ability-button__name">{abilityLabel(ability.id, words.log)}</span>
                        <span className="ability-button__cost">{cost}</span>
                      </button>
                      <span id={descriptionId} className="visually-hidden">
                        {unusable ? `${wordBattleRefusal(theme, unusable)}. ` : ''}
                        {definition?.description}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </section>
      <ShotOdds preview={preview} words={words} />
      <section className="panel battle-panel battle-keys" aria-labelledby="battle-keys-title">
        <h2 id="battle-keys-title" className="kicker">
          {words.keysTitle}
        </h2>
        <dl className="battle-keys__list">
          {words.keys.map((entry) => (
            <div key={entry.key}>
              <dt>
                <kbd>{entry.key}</kbd>
              </dt>
              <dd>{entry.does}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
