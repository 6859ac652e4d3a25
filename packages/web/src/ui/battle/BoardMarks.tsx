/**
 * What happened and what is coming, drawn over the board (issue 22; Into the Breach's telegraphs):
 * the latest facts as marks — a tracer from shooter to target with HIT or MISS, the damage over the
 * wounded, a beat on whoever fell, a move's trail along its path — and, while the player plans, each
 * hostile's forecast move and shot with its odds, and the path of the move under the cursor.
 * All cosmetic: drawn from the battle log's facts and the engine's queries, never from its generator;
 * the rules have already happened when a mark appears. Reduced motion draws the same marks still.
 */
import {
  announcedBlastTiles,
  type BattleLogEvent,
  type BattleState,
  type EnemyForecast,
  movePath,
  type TileTarget,
} from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import type { BattleWords } from '../battle-words';
import styles from './BoardMarks.module.css';

const centre = (t: TileTarget) => ({ x: t.x + 0.5, y: t.y + 0.5 });
const points = (tiles: readonly TileTarget[]) =>
  tiles
    .map(centre)
    .map((p) => `${p.x},${p.y}`)
    .join(' ');

/**
 * Issue 35: the intents' words never cover one another (four hostiles and a blast drew their odds on
 * top of each other). A label's box in board units, for its text at the marks' 0.3 font size (a mono
 * face: about 0.19 a character), centred on x with its baseline at y.
 */
export interface LabelBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export function labelBox(x: number, y: number, text: string): LabelBox {
  const half = (text.length * 0.19) / 2;
  return { left: x - half, right: x + half, top: y - 0.26, bottom: y + 0.07 };
}

export function boxesOverlap(a: LabelBox, b: LabelBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * A unit's token in board units: the middle of its tile (the badge over its bars, 80% of the tile's
 * width and the badge 58%, about 0.76 of its height, centred). The intents' words keep clear of it.
 */
export function tokenBox(unit: { x: number; y: number }): LabelBox {
  return { left: unit.x + 0.2, right: unit.x + 0.8, top: unit.y + 0.12, bottom: unit.y + 0.88 };
}

/**
 * The first of the candidate points whose label box is clear of every taken box and every token; else
 * the first clear of the labels alone (another label's words are worse to lose than a token's edge);
 * else the first.
 */
function placeLabel(
  candidates: readonly { x: number; y: number }[],
  text: string,
  taken: LabelBox[],
  tokens: readonly LabelBox[] = [],
): { x: number; y: number } {
  const clearOf = (boxes: readonly LabelBox[]) => (c: { x: number; y: number }) =>
    !boxes.some((box) => boxesOverlap(box, labelBox(c.x, c.y, text)));
  const clear = candidates.find((c) => clearOf(taken)(c) && clearOf(tokens)(c)) ?? candidates.find(clearOf(taken));
  const chosen = clear ?? (candidates[0] as { x: number; y: number });
  taken.push(labelBox(chosen.x, chosen.y, text));
  return chosen;
}

/** Points along a line (its middle first), then above, below and beside its middle: where a shot's odds may go. */
function alongLine(from: { x: number; y: number }, to: { x: number; y: number }) {
  const at = (t: number) => ({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
  const middle = at(0.5);
  return [
    ...[0.5, 0.35, 0.65, 0.25, 0.75].map(at),
    ...[-0.36, 0.36, -0.72, 0.72].map((dy) => ({ x: middle.x, y: middle.y + dy })),
    ...[-0.6, 0.6].flatMap((dx) => [0, -0.36, 0.36].map((dy) => ({ x: middle.x + dx, y: middle.y + dy }))),
  ];
}

function where(battle: BattleState, id: string): TileTarget | null {
  const unit = battle.units.find((u) => u.id === id);
  return unit ? { x: unit.x, y: unit.y } : null;
}

/** A word floating over a tile; `row` stacks several on one tile (a Double Tap's two shots). */
function Label({ at, text, tone, row }: { at: TileTarget; text: string; tone: string; row: number }) {
  return (
    <text className={styles.label} data-tone={tone} x={at.x + 0.5} y={at.y + 0.32 - row * 0.34} textAnchor="middle">
      {text}
    </text>
  );
}

function FeedMarks({
  battle,
  events,
  words,
}: {
  battle: BattleState;
  events: readonly BattleLogEvent[];
  words: BattleWords;
}) {
  const rows = new Map<string, number>();
  const rowAt = (at: TileTarget) => {
    const key = `${at.x},${at.y}`;
    const row = rows.get(key) ?? 0;
    rows.set(key, row + 1);
    return row;
  };
  return (
    <g data-testid="board-feed">
      {events.map((event, index) => {
        const key = `${event.kind}-${index}`;
        switch (event.kind) {
          case 'moved': {
            const path = movePath({ x: event.fromX, y: event.fromY }, event);
            return <polyline key={key} className={styles.trail} points={points(path)} pathLength={1} />;
          }
          case 'shot': {
            const from = where(battle, event.shooterId);
            const to = where(battle, event.targetId);
            if (!from || !to) return null;
            const a = centre(from);
            const b = centre(to);
            return (
              <g key={key} data-mark={event.hit ? 'hit' : 'miss'}>
                <line
                  className={styles.tracer}
                  data-hit={event.hit}
                  x1={a.x}
                  y1={a.y}
                  x2={b.x}
                  y2={b.y}
                  pathLength={1}
                />
                <Label
                  at={to}
                  text={event.hit ? words.marks.hit : words.marks.miss}
                  tone={event.hit ? 'hit' : 'miss'}
                  row={rowAt(to)}
                />
              </g>
            );
          }
          case 'damaged': {
            const at = where(battle, event.unitId);
            return at ? (
              <Label
                key={key}
                at={at}
                text={fillTemplate(words.marks.damage, { amount: event.amount })}
                tone="damage"
                row={rowAt(at)}
              />
            ) : null;
          }
          case 'healed': {
            const at = where(battle, event.unitId);
            return at ? (
              <Label
                key={key}
                at={at}
                text={fillTemplate(words.marks.heal, { amount: event.amount })}
                tone="heal"
                row={rowAt(at)}
              />
            ) : null;
          }
          case 'downed':
          case 'killed': {
            const at = where(battle, event.unitId);
            if (!at) return null;
            return (
              <g key={key} data-mark="down">
                <circle className={styles.fall} cx={at.x + 0.5} cy={at.y + 0.5} r={0.46} />
                <Label
                  at={at}
                  text={event.kind === 'downed' ? words.marks.down : words.marks.killed}
                  tone="down"
                  row={rowAt(at)}
                />
              </g>
            );
          }
          default:
            return null;
        }
      })}
    </g>
  );
}

/**
 * Issue 24: every blast a grenadier has marked, on the tiles it will hit when it next acts (state,
 * not forecast: drawn whether or not the intents are shown), worded at its centre.
 */
function MarkedBlasts({ battle, words }: { battle: BattleState; words: BattleWords }) {
  return (
    <g data-testid="board-blasts">
      {battle.units.map((unit) => {
        const tiles = announcedBlastTiles(unit);
        const centre = unit.announcedBlast;
        if (!centre || tiles.length === 0) return null;
        return (
          <g key={unit.id} data-blast={unit.id}>
            {tiles.map((t) => (
              <rect key={`${t.x},${t.y}`} className={styles.blastTile} x={t.x} y={t.y} width={1} height={1} />
            ))}
            <text className={styles.blastLabel} x={centre.x + 0.5} y={centre.y + 0.95} textAnchor="middle">
              {words.blastMark}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The marked blasts' words, where MarkedBlasts draws them: the intents' labels keep clear of them. */
function blastLabelBoxes(battle: BattleState, words: BattleWords): LabelBox[] {
  return battle.units.flatMap((unit) =>
    unit.announcedBlast && announcedBlastTiles(unit).length > 0
      ? [labelBox(unit.announcedBlast.x + 0.5, unit.announcedBlast.y + 0.95, words.blastMark)]
      : [],
  );
}

function Intents({
  battle,
  forecast,
  words,
  taken,
  tokens,
}: {
  battle: BattleState;
  forecast: readonly EnemyForecast[];
  words: BattleWords;
  /** Label boxes already on the board (the marked blasts' words); the intents' are added. */
  taken: LabelBox[];
  /** The units' tokens: a label keeps off them too (issue 35), when a clear place exists. */
  tokens: readonly LabelBox[];
}) {
  return (
    <g data-testid="board-intents">
      {forecast.map((intent) => {
        const last = intent.path[intent.path.length - 1] as TileTarget;
        const target = intent.shot ? where(battle, intent.shot.targetId) : null;
        const from = centre(last);
        const to = target ? centre(target) : null;
        const watch = intent.overwatch
          ? placeLabel(
              [0.2, -0.16, 0.56].map((dy) => ({ x: from.x, y: last.y + dy })),
              words.overwatchMark,
              taken,
              tokens,
            )
          : null;
        const oddsText = intent.shot ? `${intent.shot.chance}%${intent.rollDecides ? '?' : ''}` : '';
        const odds = to && intent.shot ? placeLabel(alongLine(from, to), oddsText, taken, tokens) : null;
        return (
          <g key={intent.enemyId} data-intent={intent.enemyId} data-uncertain={intent.rollDecides}>
            {intent.path.length > 1 && (
              <>
                <polyline
                  className={styles.intentPath}
                  points={points(
                    intent.path.flatMap((t, i) =>
                      i === 0 ? [t] : movePath(intent.path[i - 1] as TileTarget, t).slice(1),
                    ),
                  )}
                />
                <rect className={styles.intentStop} x={last.x + 0.3} y={last.y + 0.3} width={0.4} height={0.4} />
              </>
            )}
            {intent.blast && (
              <g data-intent-blast={intent.enemyId}>
                {intent.blast.tiles.map((t) => (
                  <rect
                    key={`${t.x},${t.y}`}
                    className={styles.intentBlast}
                    x={t.x + 0.06}
                    y={t.y + 0.06}
                    width={0.88}
                    height={0.88}
                  />
                ))}
                <line
                  className={styles.intentShot}
                  x1={from.x}
                  y1={from.y}
                  x2={intent.blast.centre.x + 0.5}
                  y2={intent.blast.centre.y + 0.5}
                  markerEnd="url(#intent-arrow)"
                />
              </g>
            )}
            {watch && (
              <text className={styles.intentOdds} x={watch.x} y={watch.y} textAnchor="middle">
                {words.overwatchMark}
              </text>
            )}
            {to && intent.shot && (
              <>
                <line
                  className={styles.intentShot}
                  x1={from.x}
                  y1={from.y}
                  x2={to.x}
                  y2={to.y}
                  markerEnd="url(#intent-arrow)"
                />
                {odds && (
                  <text className={styles.intentOdds} x={odds.x} y={odds.y} textAnchor="middle">
                    {oddsText}
                  </text>
                )}
              </>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** Issue 35: what the destination under the cursor would mean: the likeliest shot there, and a flank. */
export interface DestinationMark {
  at: TileTarget;
  chance: number | null;
  flanked: boolean;
}

function Destination({ mark, words }: { mark: DestinationMark; words: BattleWords }) {
  const { at } = mark;
  const text =
    mark.chance === null ? words.destination.unseen : fillTemplate(words.destination.shot, { chance: mark.chance });
  return (
    <g data-testid="destination-exposure" data-flanked={mark.flanked} data-chance={mark.chance ?? ''}>
      <text
        className={styles.destination}
        data-tone={mark.flanked ? 'flanked' : 'shot'}
        x={at.x + 0.5}
        y={at.y + 0.3}
        textAnchor="middle"
      >
        {text}
      </text>
      {mark.flanked && (
        <text className={styles.destination} data-tone="flanked" x={at.x + 0.5} y={at.y + 0.96} textAnchor="middle">
          {words.destination.flanked}
        </text>
      )}
    </g>
  );
}

export function BoardMarks({
  battle,
  words,
  events,
  serial,
  forecast,
  preview,
  area = [],
  destination = null,
}: {
  battle: BattleState;
  words: BattleWords;
  /** The facts of the latest change, and its number (a new number replays the marks' motion). */
  events: readonly BattleLogEvent[];
  serial: number;
  /** The hostiles' forecast turn to draw, or none. */
  forecast: readonly EnemyForecast[];
  /** The move under the cursor, start to end. */
  preview: readonly TileTarget[] | null;
  /** Issue 35: the tiles the armed ability reaches (Smoke Bomb's cloud, a Rocket's blast). */
  area?: readonly TileTarget[];
  destination?: DestinationMark | null;
}) {
  return (
    <svg className={styles.marks} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <defs>
        <marker
          id="intent-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto-start-reverse"
        >
          <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
        </marker>
      </defs>
      {area.length > 0 && (
        <g data-testid="ability-area">
          {area.map((t) => (
            <rect
              key={`${t.x},${t.y}`}
              className={styles.areaTile}
              x={t.x + 0.04}
              y={t.y + 0.04}
              width={0.92}
              height={0.92}
            />
          ))}
        </g>
      )}
      <MarkedBlasts battle={battle} words={words} />
      <Intents
        battle={battle}
        forecast={forecast}
        words={words}
        taken={blastLabelBoxes(battle, words)}
        tokens={battle.units.filter((u) => u.hp > 0).map(tokenBox)}
      />
      {preview && preview.length > 1 && (
        <polyline className={styles.preview} points={points(preview)} data-testid="move-preview" />
      )}
      {destination && <Destination mark={destination} words={words} />}
      <FeedMarks key={serial} battle={battle} events={events} words={words} />
    </svg>
  );
}
