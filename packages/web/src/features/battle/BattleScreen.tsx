import {
  type BattleState,
  battleOutcome,
  canShoot,
  previewShot,
  reachableTiles,
  shootableTargets,
  unitAt,
  validTargets,
} from '@holdfast/engine';
import type { ThemeConfig } from '@holdfast/engine/themes';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type AfterActionNavigationState,
  readBattleNavigation,
  sampleBattleSetup,
  soldiersWithoutClass,
} from '../../session/battle-navigation';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { BattleGrid, type TilePoint, tileKey } from '../../ui/battle/BattleGrid';
import { BattleHeader } from '../../ui/battle/BattleHeader';
import { BattleLayout } from '../../ui/battle/BattleLayout';
import { type BattleWords, battleWords } from '../../ui/battle-words';
import { Dialog } from '../../ui/Dialog';
import { ActionsColumn } from './ActionsColumn';
import styles from './BattleScreen.module.css';
import { ResultCard } from './ResultCard';
import { type BattleController, ENEMY_STEP_MS, useBattle } from './use-battle';

/**
 * The tactical battle at /{theme}/battle (spec: missions-battle-themes §2 battle screen, §4 battle).
 * It fights the battle BEGIN MISSION handed over, or without one the spec's practice battle, and
 * hands the outcome and the commander's actions to the after-action report. It makes no calls.
 */
export function BattleScreen({ enemyStepMs = ENEMY_STEP_MS }: { enemyStepMs?: number }) {
  const theme = useTheme();
  const words = useMemo(() => battleWords(theme.id), [theme.id]);
  const location = useLocation();
  const [navigation] = useState(() => readBattleNavigation(location.state));
  const [setup] = useState(
    () =>
      navigation?.battleSetup ??
      sampleBattleSetup({
        mission: theme.missionBriefing.sampleMission.name,
        location: theme.missionBriefing.sampleMission.location,
        squad: [
          theme.missionBriefing.sampleSquad.sergeant,
          theme.missionBriefing.sampleSquad.corporal,
          theme.missionBriefing.sampleSquad.private,
        ],
      }),
  );
  // Spec §8: a soldier without a class id logs a console warning; the engine gives them base stats only.
  useEffect(() => {
    for (const name of soldiersWithoutClass(setup)) console.warn(fillTemplate(words.noClassWarning, { name }));
  }, [setup, words]);
  const controller = useBattle(setup, theme, enemyStepMs, navigation?.actions ?? []);
  const navigate = useNavigate();

  // Keep the actions in this page's history entry, so a reload resumes the battle where it stood.
  const { actions } = controller;
  useEffect(() => {
    if (!navigation || actions === navigation.actions) return;
    navigate(location.pathname, { replace: true, state: { ...navigation, actions } });
  }, [actions, navigation, navigate, location.pathname]);

  function openReport() {
    const outcome = battleOutcome(controller.battle);
    if (!outcome) return;
    const units = new Map(controller.battle.units.map((u) => [u.id, u]));
    const survivors = outcome.soldiers.filter((s) => s.survived).length;
    const state: AfterActionNavigationState = {
      mission: { name: setup.input.mission.name, location: setup.input.mission.location },
      campaignId: navigation?.campaignId ?? null,
      victory: outcome.victory,
      casualties: outcome.soldiers.length - survivors,
      turns: outcome.turns,
      rewards: outcome.rewards,
      soldiers: outcome.soldiers.map((s) => ({
        ...s,
        name: units.get(s.soldierId)?.name ?? s.soldierId,
        rank: units.get(s.soldierId)?.rank ?? '',
      })),
      theme: theme.id,
      // Every fought battle can be watched again, the practice one too; only a real mission goes home.
      battleSetup: setup,
      actions: controller.actions,
      ...(navigation
        ? {
            missionId: navigation.missionId,
            ...(navigation.guestCampaign ? { guestCampaign: navigation.guestCampaign } : {}),
          }
        : {}),
    };
    navigate(`/${theme.id}/after-action`, { state });
  }

  return (
    <BattleView
      controller={controller}
      theme={theme}
      words={words}
      sample={navigation === null}
      onReport={openReport}
    />
  );
}

function BattleView({
  controller,
  theme,
  words,
  sample,
  onReport,
}: {
  controller: BattleController;
  theme: ThemeConfig;
  words: BattleWords;
  sample: boolean;
  onReport(): void;
}) {
  const { battle, mode } = controller;
  const [cursor, setCursor] = useState<TilePoint>(() => firstSoldier(battle));
  const [confirming, setConfirming] = useState(false);
  const playing = battle.status === 'playing';
  const myTurn = playing && battle.side === 'player';
  const selectedId = battle.selectedUnitId;

  const reachable = useMemo(() => {
    const tiles = new Map<string, number>();
    if (!selectedId || !myTurn || mode.kind !== 'move') return tiles;
    for (const tile of reachableTiles(battle, selectedId)) tiles.set(tileKey(tile.x, tile.y), tile.apCost);
    return tiles;
  }, [battle, selectedId, myTurn, mode]);

  const targets = useMemo(() => {
    const tiles = new Set<string>();
    if (!selectedId || !myTurn) return tiles;
    const aimed =
      mode.kind === 'ability' ? validTargets(battle, selectedId, mode.abilityId) : shootableTargets(battle, selectedId);
    for (const tile of aimed) tiles.add(tileKey(tile.x, tile.y));
    return tiles;
  }, [battle, selectedId, myTurn, mode]);

  const oddsAt = (point: TilePoint): number | null => {
    if (!selectedId || mode.kind === 'ability') return null;
    const unit = unitAt(battle, point.x, point.y);
    if (unit?.type !== 'enemy') return null;
    return previewShot(battle, selectedId, unit.id)?.chance ?? null;
  };

  const cursorUnit = unitAt(battle, cursor.x, cursor.y);
  const preview =
    selectedId && myTurn && cursorUnit?.type === 'enemy' && cursorUnit.hp > 0
      ? previewShot(battle, selectedId, cursorUnit.id)
      : null;

  // Every action on a key (Excalidraw's named intents): the same calls the buttons make.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (confirming || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'f') {
        controller.skipEnemyTurn();
        return;
      }
      if (!myTurn) return;
      if (key === 'm') controller.setMode({ kind: 'move' });
      else if (key === 's') controller.setMode({ kind: 'shoot' });
      else if (key === 'e') controller.act({ type: 'endTurn' });
      else if (key === 'u') controller.undo();
      else if (key === 'escape') {
        if (mode.kind !== 'move') controller.setMode({ kind: 'move' });
        else if (selectedId) controller.act({ type: 'select', unitId: null });
      } else if (/^[1-9]$/.test(key)) {
        const unit = battle.units.find((u) => u.id === selectedId);
        const ability = unit?.abilities[Number(key) - 1];
        if (ability) controller.chooseAbility(ability.id);
      } else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controller, confirming, myTurn, mode, selectedId, battle]);

  const outcome = playing ? null : battleOutcome(battle);
  const selectedUnit = battle.units.find((u) => u.id === selectedId);

  return (
    <BattleLayout
      landmark="main"
      labelledBy="battle-title"
      battle={battle}
      words={words}
      header={
        <BattleHeader battle={battle} words={words} titleId="battle-title" titleLevel={1} turnTestId="battle-turn" live>
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
                <Button onClick={controller.skipEnemyTurn} aria-keyshortcuts="F">
                  {words.skipEnemyTurn}
                </Button>
              </>
            )}
            {myTurn && (
              <Button variant="primary" onClick={() => controller.act({ type: 'endTurn' })} aria-keyshortcuts="E">
                {words.endTurn}
              </Button>
            )}
            <Button variant="danger" disabled={!playing} onClick={() => setConfirming(true)}>
              {words.abort}
            </Button>
          </div>
        </BattleHeader>
      }
      note={
        sample && (
          <p className={styles.sample} role="note">
            {words.sampleNote}
          </p>
        )
      }
      aboveGrid={
        outcome && (
          <ResultCard outcome={outcome} words={words} squadSize={outcome.soldiers.length} onReport={onReport} />
        )
      }
      grid={
        <BattleGrid
          battle={battle}
          words={words}
          cursor={cursor}
          onCursorChange={setCursor}
          onActivate={(point) => controller.activateTile(point.x, point.y)}
          reachable={reachable}
          targets={targets}
          oddsAt={oddsAt}
          interactive={myTurn}
        />
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

function firstSoldier(battle: BattleState): TilePoint {
  const soldier = battle.units.find((u) => u.type === 'soldier' && u.hp > 0);
  return soldier ? { x: soldier.x, y: soldier.y } : { x: 0, y: 0 };
}
