/**
 * Watching a fought battle again (issue 11): the engine rebuilds it frame by frame from its seed and
 * the commander's actions (`replayFrames`: the opening, each action, each enemy's move), and this
 * viewer shows one frame at a time with the battle screen's own grid, unit panels and combat log,
 * read-only. PLAY / PAUSE, STEP BACK / STEP FORWARD, RESTART, a position slider and the speed.
 */
import {
  asCurrentStep,
  type BattleAction,
  type EnemyForecast,
  type ReplayFrame,
  replayFrames,
  replayRefusal,
  type StoredBattleFrame,
  withThrowawayBattleDice,
} from '@holdfast/engine';
import { battleMissionWords, wordRefusal } from '@holdfast/engine/themes';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import type { BattleSetup } from '../../session/battle-navigation';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../Button';
import type { BattleWords, ReplayWords } from '../battle-words';
import { ErrorBox } from '../ErrorBox';
import { BattleGrid, type TilePoint } from './BattleGrid';
import { BattleHeader, ReplayPosition } from './BattleHeader';
import { BattleLayout } from './BattleLayout';
import { BattlePanel } from './BattlePanel';
import { BoardMarks } from './BoardMarks';
import { COMBAT_LOG_LINES, type LogLine, linesFor } from './battle-log';
import styles from './ReplayViewer.module.css';

/** One frame a second at 1x: about the battle screen's pace for the enemy (spec §4). */
export const REPLAY_STEP_MS = 1000;
export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8] as const;

const NO_TILES = new Map<string, number>();
const NO_TARGETS = new Set<string>();
const noOdds = () => null;
const NO_FORECAST: EnemyForecast[] = [];

/**
 * The combat log as it stood at a frame, each line with an id stable across frames: its last seven
 * lines (the battle screen's window), or with `limit` Infinity the whole log so far (issue 22: the
 * replay shows it all).
 */
export function logAtFrame(
  frameLines: readonly Omit<LogLine, 'id'>[][],
  index: number,
  limit = COMBAT_LOG_LINES,
): LogLine[] {
  const lines: LogLine[] = [];
  for (let i = index; i >= 0 && lines.length < limit; i--) {
    const own = frameLines[i] ?? [];
    lines.unshift(...own.map((line, j) => ({ ...line, id: i * 1000 + j })));
  }
  return Number.isFinite(limit) ? lines.slice(-limit) : lines;
}

/** Where the eye should go on a frame: the tile acted on, or the enemy that moved (after its move). */
function focusOf(frame: ReplayFrame, previous: TilePoint): TilePoint {
  const { action, enemyId, battle } = frame;
  if (enemyId) {
    const enemy = battle.units.find((u) => u.id === enemyId);
    return enemy ? { x: enemy.x, y: enemy.y } : previous;
  }
  if (action && 'x' in action && action.x !== undefined && action.y !== undefined) return { x: action.x, y: action.y };
  if (action?.type === 'select' && action.unitId) {
    const unit = battle.units.find((u) => u.id === action.unitId);
    if (unit) return { x: unit.x, y: unit.y };
  }
  return previous;
}

export interface ReplayViewerProps {
  /** Without a seed (a kept replay: issue 32, no seed is ever answered) only `frames` can play it. */
  setup: Omit<BattleSetup, 'seed'> & { seed?: BattleSetup['seed'] };
  actions: readonly BattleAction[];
  /**
   * The battle's steps as they were played, when the server kept them (issue 21): shown as they are,
   * so a replay plays the same after any rules change. Without them the engine replays seed and actions.
   */
  frames?: readonly StoredBattleFrame[] | null | undefined;
  words: BattleWords;
  replayWords: ReplayWords;
  /** h1 on the replay link's own page, h2 inside the after-action report. */
  titleLevel?: 1 | 2;
  /** Starts playing as soon as it opens. */
  autoPlay?: boolean;
  stepMs?: number;
  /** More controls for the side column (COPY LINK, CLOSE REPLAY). */
  children?: ReactNode;
}

export function ReplayViewer({
  setup,
  actions,
  frames,
  words,
  replayWords,
  titleLevel = 2,
  autoPlay = false,
  stepMs = REPLAY_STEP_MS,
  children,
}: ReplayViewerProps) {
  const theme = useTheme();
  const replay = useMemo(
    () =>
      frames
        ? {
            ok: true as const,
            // A replay kept under rules ≤ 4 comes as that battle's frames, without the fields added since.
            frames: frames.map(asCurrentStep).map((f) => ({ ...f, battle: withThrowawayBattleDice(f.battle) })),
          }
        : setup.seed === undefined
          ? null
          : replayFrames(setup.input, setup.seed, actions),
    [setup, actions, frames],
  );
  if (replay === null) return <ErrorBox title={replayWords.brokenTitle}>{null}</ErrorBox>;
  if (!replay.ok) {
    return (
      <ErrorBox title={replayWords.brokenTitle}>
        <span data-testid="replay-error">{wordRefusal(theme, replayRefusal(replay.error))}</span>
      </ErrorBox>
    );
  }
  return (
    <ReplayFrames
      frames={replay.frames}
      mission={battleMissionWords(theme, setup.input.mission)}
      words={words}
      replayWords={replayWords}
      titleLevel={titleLevel}
      autoPlay={autoPlay}
      stepMs={stepMs}
    >
      {children}
    </ReplayFrames>
  );
}

function ReplayFrames({
  frames,
  mission,
  words,
  replayWords,
  titleLevel,
  autoPlay,
  stepMs,
  children,
}: Omit<ReplayViewerProps, 'setup' | 'actions' | 'frames'> & {
  frames: ReplayFrame[];
  mission: { name: string; location: string };
  stepMs: number;
  titleLevel: 1 | 2;
}) {
  const last = frames.length - 1;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoPlay);
  const [speed, setSpeed] = useState<number>(1);
  const [cursor, setCursor] = useState<TilePoint>(() => {
    const soldier = frames[0]?.battle.units.find((u) => u.type === 'soldier');
    return soldier ? { x: soldier.x, y: soldier.y } : { x: 0, y: 0 };
  });
  const frameLines = useMemo(() => frames.map((f) => linesFor(f.log, f.battle, words.log)), [frames, words]);
  const ids = useId();

  const frame = frames[index] ?? (frames[0] as ReplayFrame);
  const { battle } = frame;

  // The cursor follows the action, so the eye knows where to look.
  useEffect(() => {
    setCursor((previous) => focusOf(frame, previous));
  }, [frame]);

  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex((i) => Math.min(last, i + 1)), stepMs / speed);
    return () => clearTimeout(timer);
  }, [playing, index, last, stepMs, speed]);

  function go(to: number) {
    setIndex(Math.max(0, Math.min(last, to)));
  }

  function togglePlay() {
    if (playing) {
      setPlaying(false);
      return;
    }
    // PLAY at the end starts over.
    if (index >= last) setIndex(0);
    setPlaying(true);
  }

  const titleId = `${ids}-title`;

  return (
    <BattleLayout
      landmark="section"
      embedded
      labelledBy={titleId}
      testId="replay-viewer"
      battle={battle}
      words={words}
      header={
        <BattleHeader
          battle={battle}
          mission={mission}
          words={words}
          titleId={titleId}
          titleLevel={titleLevel}
          overline={replayWords.title}
          turnTestId="replay-turn"
        >
          <ReplayPosition>
            {fillTemplate(replayWords.position, { step: index + 1, total: frames.length })}
          </ReplayPosition>
        </BattleHeader>
      }
      grid={
        <BattleGrid
          battle={battle}
          words={words}
          cursor={cursor}
          onCursorChange={setCursor}
          onActivate={() => {}}
          reachable={NO_TILES}
          targets={NO_TARGETS}
          oddsAt={noOdds}
          interactive={false}
          actingId={frame.enemyId ?? null}
          overlay={
            <BoardMarks
              battle={battle}
              words={words}
              events={frame.log}
              serial={index}
              forecast={NO_FORECAST}
              preview={null}
            />
          }
        />
      }
      lines={logAtFrame(frameLines, index, Number.POSITIVE_INFINITY)}
      wholeLog
      logId={`${ids}-log`}
      side={
        <BattlePanel className={styles.controls} aria-label={replayWords.controlsLabel}>
          <div className={styles.buttons}>
            <Button variant="primary" onClick={togglePlay} aria-pressed={playing}>
              {playing ? replayWords.pause : replayWords.play}
            </Button>
            <Button onClick={() => go(index - 1)} disabled={index === 0}>
              {replayWords.stepBack}
            </Button>
            <Button onClick={() => go(index + 1)} disabled={index >= last}>
              {replayWords.stepForward}
            </Button>
            <Button
              onClick={() => {
                setPlaying(false);
                go(0);
              }}
              disabled={index === 0}
            >
              {replayWords.restart}
            </Button>
          </div>
          <label className={styles.field}>
            <span>{replayWords.positionLabel}</span>
            <input
              type="range"
              min={1}
              max={frames.length}
              value={index + 1}
              aria-valuetext={fillTemplate(replayWords.position, { step: index + 1, total: frames.length })}
              onChange={(event) => go(Number(event.target.value) - 1)}
            />
          </label>
          <label className={styles.field}>
            <span>{replayWords.speed}</span>
            <select value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
              {REPLAY_SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {fillTemplate(replayWords.speedOption, { speed: s })}
                </option>
              ))}
            </select>
          </label>
          {children && <div className={styles.extra}>{children}</div>}
        </BattlePanel>
      }
    />
  );
}
