/**
 * The 12x12 battlefield: a leaf that draws the battle and what the rules say is legal (reachable
 * tiles, valid targets), and reports which tile the commander chose. WAI-ARIA grid pattern: one tab
 * stop (the cursor's tile), arrow keys move the cursor, Enter or Space chooses the tile, and each
 * tile's name says what stands on it.
 */
import {
  BATTLE_GRID_SIZE,
  type BattleState,
  type BattleUnit,
  battleObjective,
  type Cover,
  coverAt,
  isAlerted,
  type ThemeId,
  tileIndex,
  unitAt,
} from '@holdfast/engine';
import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useLandingTheme } from '../../theme/ThemeRoot';
import { fillTemplate } from '../../theme/template';
import type { BattleWords } from '../battle-words';
import { cellAfterKey } from '../grid-keys';
import { Bar, hpTone } from './Bar';
import styles from './BattleGrid.module.css';
import { unitLabel } from './battle-log';
import { OBJECTIVE_VIEWS } from './objective-views';
import { UnitFace } from './UnitFace';

export interface TilePoint {
  x: number;
  y: number;
}

interface BattleGridProps {
  battle: BattleState;
  words: BattleWords;
  cursor: TilePoint;
  onCursorChange(point: TilePoint): void;
  /** `touch`: chosen by a finger (a first tap on a hostile only shows the odds). */
  onActivate(point: TilePoint, how?: { touch: boolean }): void;
  /** Tiles the selected unit can move to, keyed "x,y", with their AP cost. */
  reachable: ReadonlyMap<string, number>;
  /** Tiles the current mode can aim at (hostiles to shoot, an ability's targets). */
  targets: ReadonlySet<string>;
  /** The odds the selected soldier has against the unit on a tile, for its name. */
  oddsAt(point: TilePoint): number | null;
  /** Tiles react to clicks only on the player's turn while the battle runs. */
  interactive: boolean;
  /** Downed soldiers Revival Protocol can still bring back (their ids). */
  revivable?: ReadonlySet<string>;
  /** The unit acting now (the hostile whose move is on the board), ringed like the selected one. */
  actingId?: string | null;
  /** Drawn over the board (marks, intents), aria-hidden. */
  overlay?: ReactNode;
}

export const tileKey = (x: number, y: number) => `${x},${y}`;

const ROWS = Array.from({ length: BATTLE_GRID_SIZE }, (_, index) => index);

function tileLabel(
  words: BattleWords,
  point: TilePoint,
  cover: Cover,
  unit: BattleUnit | undefined,
  facts: {
    selected: boolean;
    reach: number | undefined;
    target: boolean;
    odds: number | null;
    revivable: boolean;
    /** The objective's tile name when the tile is one of its tiles. */
    objective: string | null;
  },
): string {
  const parts = [fillTemplate(words.tile, { x: point.x, y: point.y })];
  if (cover !== 'none') parts.push(words.cover[cover]);
  if (facts.objective) parts.push(facts.objective);
  if (unit) {
    const down = unit.type === 'soldier' ? `${words.downed}, ${words.kiaUnlessRevived}` : words.downed;
    const state = unit.hp <= 0 ? down : `${words.hp} ${unit.hp}/${unit.maxHp}, ${words.ap} ${unit.ap}/${unit.maxAp}`;
    const type = unit.hostileType ? `${words.hostileTypes[unit.hostileType].name}, ` : '';
    parts.push(`${unitLabel(unit, words.log)} (${type}${state})`);
    if (unit.type === 'enemy' && unit.hp > 0 && !isAlerted(unit)) parts.push(words.objective.unaware);
    if (facts.revivable) parts.push(words.revivable);
  }
  if (facts.selected) parts.push(words.tileSelected);
  if (facts.reach !== undefined)
    parts.push(fillTemplate(words.tileReachable, { cost: fillTemplate(words.apCost, { ap: facts.reach }) }));
  if (facts.target)
    parts.push(
      facts.odds !== null
        ? fillTemplate(words.tileTargetOdds, { odds: fillTemplate(words.hitChance, { chance: facts.odds }) })
        : words.tileTarget,
    );
  return parts.join(', ');
}

export function BattleGrid({
  battle,
  words,
  cursor,
  onCursorChange,
  onActivate,
  reachable,
  targets,
  oddsAt,
  interactive,
  revivable,
  actingId = null,
  overlay,
}: BattleGridProps) {
  const themeId = useLandingTheme().id;
  const gridRef = useRef<HTMLDivElement>(null);
  const keyboardMoved = useRef(false);

  // The cursor moved by key: focus follows it (the tile is the grid's one tab stop).
  useEffect(() => {
    if (!keyboardMoved.current) return;
    keyboardMoved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-tile="${tileKey(cursor.x, cursor.y)}"]`)?.focus();
  }, [cursor]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = cellAfterKey(
      { row: cursor.y, col: cursor.x },
      event.key,
      event.ctrlKey || event.metaKey,
      BATTLE_GRID_SIZE,
    );
    if (next) {
      event.preventDefault();
      keyboardMoved.current = true;
      onCursorChange({ x: next.col, y: next.row });
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (interactive) onActivate(cursor);
    }
  }

  const selectedId = battle.selectedUnitId;
  const objective = battleObjective(battle);
  const objectiveTiles = OBJECTIVE_VIEWS[objective.kind].tiles;
  return (
    <div className={styles.board}>
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA grid pattern on a CSS grid; a <table> would fight the square layout. */}
      <div
        ref={gridRef}
        className={clsx(styles.grid, !interactive && styles.waiting)}
        role="grid"
        aria-label={words.gridLabel}
        aria-rowcount={BATTLE_GRID_SIZE}
        aria-colcount={BATTLE_GRID_SIZE}
        onKeyDown={onKeyDown}
      >
        {ROWS.map((y) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the row is structure; its tiles take focus (grid pattern).
          // biome-ignore lint/a11y/useSemanticElements: a row of the WAI-ARIA grid pattern.
          <div className={styles.row} role="row" key={y} aria-rowindex={y + 1}>
            {ROWS.map((x) => {
              const key = tileKey(x, y);
              const cover = coverAt(battle, x, y);
              const unit = unitAt(battle, x, y);
              const reach = reachable.get(key);
              const target = targets.has(key);
              const isCursor = cursor.x === x && cursor.y === y;
              const selected = unit !== undefined && unit.id === selectedId;
              const odds = target ? oddsAt({ x, y }) : null;
              const canRevive = unit !== undefined && (revivable?.has(unit.id) ?? false);
              const onObjective = objectiveTiles !== null && objective.tiles.includes(tileIndex(x, y));
              const classes = clsx(
                styles.tile,
                onObjective && styles[objectiveTiles.style],
                cover === 'half' && styles.half,
                cover === 'full' && styles.full,
                reach === 1 && styles.reachOne,
                reach !== undefined && reach > 1 && styles.reachTwo,
                target && styles.target,
                // The cursor shows only while the player can act: no stale mark where the last hostile stood.
                isCursor && interactive && styles.cursor,
              );
              return (
                // biome-ignore lint/a11y/useSemanticElements: a gridcell is the WAI-ARIA grid pattern's tile, not a table cell.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles Enter and Space for the focused tile.
                <div
                  key={key}
                  role="gridcell"
                  data-tile={key}
                  aria-colindex={x + 1}
                  aria-selected={selected}
                  aria-label={tileLabel(words, { x, y }, cover, unit, {
                    selected,
                    reach,
                    target,
                    odds,
                    revivable: canRevive,
                    objective: onObjective ? objectiveTiles.name(words) : null,
                  })}
                  tabIndex={isCursor ? 0 : -1}
                  className={classes}
                  onClick={(event) => {
                    onCursorChange({ x, y });
                    const touch = (event.nativeEvent as Partial<PointerEvent>).pointerType === 'touch';
                    if (interactive) onActivate({ x, y }, { touch });
                  }}
                  onMouseEnter={() => onCursorChange({ x, y })}
                  onFocus={() => {
                    if (!isCursor) onCursorChange({ x, y });
                  }}
                >
                  {unit && (
                    <UnitToken
                      unit={unit}
                      theme={themeId}
                      words={words}
                      selected={selected}
                      acting={unit.id === actingId}
                      revivable={canRevive}
                    />
                  )}
                  {reach !== undefined && (
                    <span className={styles.cost} aria-hidden="true">
                      {reach}
                    </span>
                  )}
                  {odds !== null && <span className={styles.odds}>{odds}%</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {overlay}
    </div>
  );
}

function UnitToken({
  unit,
  theme,
  selected,
  acting,
  revivable,
  words,
}: {
  unit: BattleUnit;
  theme: ThemeId;
  words: BattleWords;
  selected: boolean;
  acting: boolean;
  revivable: boolean;
}) {
  const down = unit.hp <= 0;
  return (
    <span
      className={clsx(
        styles.unit,
        unit.type === 'enemy' ? styles.enemy : styles.soldier,
        down && styles.down,
        selected && styles.selected,
        acting && styles.acting,
        unit.type === 'enemy' && !down && !isAlerted(unit) && styles.unaware,
      )}
      aria-hidden="true"
    >
      <UnitFace className={styles.badge} theme={theme} type={unit.type} classId={unit.classId} />
      {/* Issue 24: the hostile's type, by the universe's icon (its word is in the hostiles panel and the tile's name). */}
      {unit.hostileType && (
        <span className={styles.typeMark} data-hostile-type={unit.hostileType}>
          {words.hostileTypes[unit.hostileType].icon}
        </span>
      )}
      {unit.onOverwatch && unit.type === 'enemy' && !down && (
        <span className={styles.watchMark}>{words.overwatchMark}</span>
      )}
      {down ? (
        <span className={styles.downMark}>{revivable ? '✚' : '✖'}</span>
      ) : unit.type === 'enemy' && !isAlerted(unit) ? (
        <span className={styles.unawareMark}>Z</span>
      ) : (
        <span className={styles.bars}>
          <Bar value={unit.hp} max={unit.maxHp} tone={hpTone(unit.hp, unit.maxHp)} />
          <Bar value={unit.ap} max={unit.maxAp} tone="ap" />
        </span>
      )}
    </span>
  );
}
