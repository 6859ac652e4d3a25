import {
  type BattleLogEvent,
  type BattleState,
  battleObjective,
  battleOutcome,
  canShoot,
  enemyThreats,
  forecastEnemyTurn,
  movePath,
  previewShot,
  reachableTiles,
  revivableSoldiers,
  shootableTargets,
  unitAt,
  validTargets,
} from '@holdfast/engine';
import type { ThemeConfig } from '@holdfast/engine/themes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { BattleGrid, type TilePoint, tileKey } from '../../ui/battle/BattleGrid';
import { BattleHeader } from '../../ui/battle/BattleHeader';
import { BattleLayout } from '../../ui/battle/BattleLayout';
import { BattleLegend } from '../../ui/battle/BattleLegend';
import { BoardMarks } from '../../ui/battle/BoardMarks';
import { IntentList } from '../../ui/battle/IntentList';
import type { BattleWords } from '../../ui/battle-words';
import { Dialog } from '../../ui/Dialog';
import { ActionsColumn } from './ActionsColumn';
import styles from './BattleView.module.css';
import { KEY_INTENTS, useKeyIntents } from './battle-keys';
import { ResultCard } from './ResultCard';
import type { BattleController } from './use-battle';
import { useBattleSound } from './use-battle-sound';
import { useFirstBattleHint } from './use-first-battle-hint';

/** The battle board, its header, log and actions column, whoever keeps the battle (one controller). */
export function BattleView({
  controller,
  mission,
  theme,
  words,
  sample,
  onReport,
}: {
  controller: BattleController;
  mission: { name: string; location: string };
  theme: ThemeConfig;
  words: BattleWords;
  sample: boolean;
  onReport(): void;
}) {
  const { battle, mode, feed } = controller;
  const [cursor, setCursor] = useState<TilePoint>(() => firstSoldier(battle));
  const [confirming, setConfirming] = useState(false);
  // A finger has no hover: its first tap on a hostile shows the odds, the second fires (issue 22).
  const [armedTile, setArmedTile] = useState<string | null>(null);
  // Bumped when a key moves the cursor outside the grid's own arrows (N, T): focus follows it.
  const [focusRequest, setFocusRequest] = useState(0);
  const sound = useBattleSound(feed);
  const hint = useFirstBattleHint();
  const playing = battle.status === 'playing';
  const myTurn = playing && battle.side === 'player';
  const selectedId = battle.selectedUnitId;
  const gridHolder = useRef<HTMLDivElement>(null);

  // Focus starts on the grid, at the selected soldier (or the first), and follows N and T.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on mount and on each request only.
  useEffect(() => {
    gridHolder.current?.querySelector<HTMLElement>(`[data-tile="${tileKey(cursor.x, cursor.y)}"]`)?.focus();
  }, [focusRequest]);

  const reachable = useMemo(() => {
    const tiles = new Map<string, number>();
    if (!selectedId || !myTurn || mode.kind !== 'move') return tiles;
    for (const tile of reachableTiles(battle, selectedId)) tiles.set(tileKey(tile.x, tile.y), tile.apCost);
    return tiles;
  }, [battle, selectedId, myTurn, mode]);

  const shootable = useMemo(
    () => (selectedId && myTurn ? shootableTargets(battle, selectedId) : []),
    [battle, selectedId, myTurn],
  );

  const targets = useMemo(() => {
    const tiles = new Set<string>();
    if (!selectedId || !myTurn) return tiles;
    const aimed = mode.kind === 'ability' ? validTargets(battle, selectedId, mode.abilityId) : shootable;
    for (const tile of aimed) tiles.add(tileKey(tile.x, tile.y));
    return tiles;
  }, [battle, selectedId, myTurn, mode, shootable]);

  // What the hostiles will do if nothing changes; asked again after every change (the engine's forecast).
  const forecast = useMemo(() => forecastEnemyTurn(battle), [battle]);
  const revivable = useMemo(() => new Set(revivableSoldiers(battle)), [battle]);

  const oddsAt = (point: TilePoint): number | null => {
    if (!selectedId || mode.kind === 'ability') return null;
    const unit = unitAt(battle, point.x, point.y);
    if (unit?.type !== 'enemy') return null;
    return previewShot(battle, selectedId, unit.id)?.chance ?? null;
  };

  const cursorUnit = unitAt(battle, cursor.x, cursor.y);
  const cursorHostile = cursorUnit?.type === 'enemy' && cursorUnit.hp > 0 ? cursorUnit : undefined;
  const preview = selectedId && myTurn && cursorHostile ? previewShot(battle, selectedId, cursorHostile.id) : null;
  const threats = useMemo(
    () => (cursorHostile ? { enemyId: cursorHostile.id, threats: enemyThreats(battle, cursorHostile.id) } : null),
    [battle, cursorHostile],
  );
  const selectedUnit = battle.units.find((u) => u.id === selectedId);
  const movePreview =
    selectedUnit && reachable.has(tileKey(cursor.x, cursor.y)) ? movePath(selectedUnit, cursor) : null;

  function moveCursor(point: TilePoint) {
    setCursor(point);
    setFocusRequest((n) => n + 1);
  }

  function activate(point: TilePoint, how?: { touch: boolean }) {
    const key = tileKey(point.x, point.y);
    const unit = unitAt(battle, point.x, point.y);
    const aimingAtHostile = selectedId !== null && unit?.type === 'enemy' && unit.hp > 0 && mode.kind !== 'ability';
    if (how?.touch && aimingAtHostile && armedTile !== key) {
      setArmedTile(key);
      return;
    }
    setArmedTile(null);
    controller.activateTile(point.x, point.y);
  }

  // Every action on a key, registered once as named intents (`battle-keys.ts`).
  useKeyIntents({ controller, myTurn, selectedUnit, shootable, cursor, moveCursor }, !confirming);

  const outcome = playing ? null : battleOutcome(battle);

  return (
    <BattleLayout
      landmark="main"
      labelledBy="battle-title"
      battle={battle}
      words={words}
      header={
        <BattleHeader
          battle={battle}
          mission={mission}
          words={words}
          titleId="battle-title"
          titleLevel={1}
          turnTestId="battle-turn"
          live
        >
          <div className={styles.buttons}>
            {playing && battle.side === 'enemy' && (
              <>
                <span className={styles.acting}>{words.enemyActing}</span>
                <Button
                  aria-pressed={controller.fast}
                  onClick={() => controller.setFast(!controller.fast)}
                  variant={controller.fast ? 'primary' : 'secondary'}
                >
                  {words.fastEnemy}
                </Button>
                <Button onClick={controller.skipEnemyTurn} aria-keyshortcuts={KEY_INTENTS.skipEnemyTurn.shortcut}>
                  {words.skipEnemyTurn}
                </Button>
              </>
            )}
            {myTurn && (
              <Button
                variant="primary"
                onClick={() => controller.act({ type: 'endTurn' })}
                aria-keyshortcuts={KEY_INTENTS.endTurn.shortcut}
              >
                {words.endTurn}
              </Button>
            )}
            <Button aria-pressed={sound.on} onClick={sound.toggle}>
              {words.sound}
            </Button>
            {playing && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {words.abort}
              </Button>
            )}
          </div>
        </BattleHeader>
      }
      note={
        <>
          {sample && (
            <p className={styles.sample} role="note">
              {words.sampleNote}
            </p>
          )}
          {hint.show && playing && (
            <section className={styles.hint} aria-labelledby="battle-hint-title" data-battle-hint>
              <h2 id="battle-hint-title" className="kicker">
                {words.hintTitle}
              </h2>
              <p>{words.hint}</p>
              <Button onClick={hint.dismiss}>{words.hintDismiss}</Button>
            </section>
          )}
        </>
      }
      aboveGrid={
        outcome && (
          <ResultCard outcome={outcome} words={words} squadSize={outcome.soldiers.length} onReport={onReport} />
        )
      }
      grid={
        <div ref={gridHolder}>
          <BattleGrid
            battle={battle}
            words={words}
            cursor={cursor}
            onCursorChange={setCursor}
            onActivate={activate}
            reachable={reachable}
            targets={targets}
            oddsAt={oddsAt}
            interactive={myTurn}
            revivable={revivable}
            actingId={playing && battle.side === 'enemy' ? actingUnit(feed.events) : null}
            overlay={
              <BoardMarks
                battle={battle}
                words={words}
                events={feed.events}
                serial={feed.serial}
                forecast={forecast}
                preview={movePreview}
              />
            }
          />
        </div>
      }
      belowLog={<BattleLegend words={words} objective={battleObjective(battle).kind} />}
      onSelectUnit={
        myTurn
          ? (unitId) => {
              controller.act({ type: 'select', unitId });
              const unit = battle.units.find((u) => u.id === unitId);
              if (unit) moveCursor(unit);
            }
          : undefined
      }
      lines={controller.lines}
      side={
        <ActionsColumn
          battle={battle}
          theme={theme}
          words={words}
          mode={mode}
          canUndo={controller.canUndo}
          canMove={selectedUnit !== undefined && reachableTiles(battle, selectedUnit.id).length > 0}
          canShoot={selectedUnit !== undefined && canShoot(battle, selectedUnit.id)}
          preview={preview}
          threats={threats}
          intents={<IntentList battle={battle} forecast={forecast} words={words} />}
          onMode={controller.setMode}
          onAbility={controller.chooseAbility}
          onDeselect={() => controller.act({ type: 'select', unitId: null })}
          onUndo={controller.undo}
        />
      }
    >
      <Dialog open={confirming} onOpenChange={setConfirming} title={words.abortTitle} closeLabel={words.abortCancel}>
        <p>{words.abortQuestion}</p>
        <div className={styles.confirmButtons}>
          <Button onClick={() => setConfirming(false)}>{words.abortCancel}</Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              controller.abort();
            }}
          >
            {words.abortConfirm}
          </Button>
        </div>
      </Dialog>
    </BattleLayout>
  );
}

/** The hostile whose step the latest facts tell (ringed on the board while it acts). */
function actingUnit(events: readonly BattleLogEvent[]): string | null {
  for (const event of events) {
    if (event.kind === 'moved' || event.kind === 'enemySkipped') return event.unitId;
    if (event.kind === 'shot' && !event.reaction) return event.shooterId;
  }
  return null;
}

function firstSoldier(battle: BattleState): TilePoint {
  const soldier =
    battle.units.find((u) => u.id === battle.selectedUnitId) ??
    battle.units.find((u) => u.type === 'soldier' && u.hp > 0);
  return soldier ? { x: soldier.x, y: soldier.y } : { x: 0, y: 0 };
}
