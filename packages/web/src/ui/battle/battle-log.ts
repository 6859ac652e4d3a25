/**
 * The combat log: the engine's facts (BattleLogEvent) worded with the theme's templates, and the
 * spec's seven-line window (missions-battle-themes §9: 'Combat log keeps 7 lines').
 */
import { type BattleLogEvent, type BattleState, type BattleUnit, isAbilityId } from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import type { BattleLogTemplates } from '../battle-words';

export const COMBAT_LOG_LINES = 7;

export interface LogLine {
  id: number;
  text: string;
  tone: 'turn' | 'player' | 'enemy' | 'refusal' | 'result';
}

/** A unit's name in the universe: a soldier's own name, a hostile by the theme's 'Hostile-{n}'. */
export function unitLabel(unit: Pick<BattleUnit, 'id' | 'type' | 'name'>, words: BattleLogTemplates): string {
  if (unit.type !== 'enemy') return unit.name;
  const number = /(\d+)$/.exec(unit.id)?.[1];
  return number === undefined ? unit.name : fillTemplate(words.enemy, { n: number });
}

function unitName(battle: BattleState, id: string, words: BattleLogTemplates): string {
  const unit = battle.units.find((u) => u.id === id);
  return unit ? unitLabel(unit, words) : id;
}

/** An ability's name in the universe (its battle words); an id the catalogue does not know, as it is. */
export function abilityLabel(id: string, words: BattleLogTemplates): string {
  return isAbilityId(id) ? words.abilities[id] : id;
}

/** The sentences one fact gives (a new turn gives two: '--- Turn N ---' and whose turn it is). */
export function describeBattleEvent(event: BattleLogEvent, battle: BattleState, words: BattleLogTemplates): string[] {
  const name = (id: string) => unitName(battle, id, words);
  const abilityName = (id: string) => abilityLabel(id, words);
  switch (event.kind) {
    case 'turnStarted':
      return event.side === 'player'
        ? [fillTemplate(words.turnStarted, { turn: event.turn }), words.yourTurn]
        : [words.enemyTurn];
    case 'moved':
      return [fillTemplate(words.moved, { unit: name(event.unitId), x: event.x, y: event.y })];
    case 'shot': {
      const values = { shooter: name(event.shooterId), target: name(event.targetId), chance: event.chance };
      // Issue 33: a hit on a target its cover did not protect says so (it deals 1 more).
      const exposed = event.hit && event.exposed ? [fillTemplate(words.exposedHit, values)] : [];
      if (event.reaction)
        return [fillTemplate(event.hit ? words.overwatchHit : words.overwatchMiss, values), ...exposed];
      return [fillTemplate(event.hit ? words.hit : words.miss, values), ...exposed];
    }
    case 'damaged':
      return [fillTemplate(words.damaged, { unit: name(event.unitId), amount: event.amount, hp: event.hpLeft })];
    case 'redirected':
      return [
        fillTemplate(words.redirected, {
          guardian: name(event.guardianId),
          target: name(event.targetId),
          amount: event.amount,
        }),
      ];
    case 'downed':
      return [fillTemplate(words.downed, { unit: name(event.unitId), by: name(event.byId) })];
    case 'killed':
      return [fillTemplate(words.killed, { unit: name(event.unitId), by: name(event.byId) })];
    case 'abilityUsed': {
      const values = { unit: name(event.unitId), ability: abilityName(event.abilityId) };
      if (event.targetId) return [fillTemplate(words.abilityUsedOn, { ...values, target: name(event.targetId) })];
      if (event.x !== undefined && event.y !== undefined)
        return [fillTemplate(words.abilityUsedAt, { ...values, x: event.x, y: event.y })];
      return [fillTemplate(words.abilityUsed, values)];
    }
    case 'effectApplied':
      return [
        fillTemplate(words.effectApplied, {
          unit: name(event.unitId),
          ability: abilityName(event.abilityId),
          turns: event.turns,
        }),
      ];
    case 'effectExpired':
      return [fillTemplate(words.effectExpired, { unit: name(event.unitId), ability: abilityName(event.abilityId) })];
    case 'healed':
      return [fillTemplate(words.healed, { unit: name(event.unitId), amount: event.amount, hp: event.hp })];
    case 'revived':
      return [fillTemplate(words.revived, { unit: name(event.unitId), hp: event.hp })];
    case 'apRefunded':
      return [fillTemplate(words.apRefunded, { unit: name(event.unitId), amount: event.amount })];
    case 'serialKillerEnded':
      return [fillTemplate(words.serialKillerEnded, { unit: name(event.unitId) })];
    case 'enemySkipped':
      return [fillTemplate(words.enemySkipped, { unit: name(event.unitId) })];
    case 'hostilesAlerted':
      // Issue 33: why the pod woke — gunfire it heard, the squad nearing the objective, or it saw / was attacked.
      return [
        fillTemplate(
          event.cause === 'noise'
            ? words.hostilesHeard
            : event.cause === 'objective'
              ? words.hostilesRallied
              : words.hostilesAlerted,
          { units: event.unitIds.map(name).join(', ') },
        ),
      ];
    case 'zoneHeld':
      return [fillTemplate(words.zoneHeld, { held: event.turnsHeld, needed: event.turnsNeeded })];
    case 'objectiveMet':
      return [fillTemplate(words.objectiveMet, { objective: words.objectives[event.objective] })];
    case 'blastAnnounced':
      return [fillTemplate(words.blastAnnounced, { unit: name(event.unitId), x: event.x, y: event.y })];
    case 'blastLanded':
      return [fillTemplate(words.blastLanded, { unit: name(event.unitId), x: event.x, y: event.y })];
    case 'missionAborted':
      return [words.missionAborted];
    case 'battleEnded':
      // An aborted battle already said 'Mission aborted by commander'; the squad did not fall (issue 26).
      if (event.aborted) return [];
      // Issue 35: a win in its objective's words (the battle after the step says which one won it).
      return [event.victory ? words.victories[battle.objectiveMet ?? 'eliminate'] : words.defeat];
    default:
      return [];
  }
}

function toneOf(event: BattleLogEvent, battle: BattleState): LogLine['tone'] {
  if (event.kind === 'turnStarted') return 'turn';
  if (event.kind === 'battleEnded' || event.kind === 'missionAborted') return 'result';
  const actor =
    'unitId' in event ? event.unitId : 'shooterId' in event ? event.shooterId : 'byId' in event ? event.byId : null;
  const unit = actor ? battle.units.find((u) => u.id === actor) : undefined;
  return unit?.type === 'enemy' ? 'enemy' : 'player';
}

/** Appends sentences to the log and keeps only its last seven lines (or `keep`). */
export function appendLines(
  log: readonly LogLine[],
  lines: readonly Omit<LogLine, 'id'>[],
  keep = COMBAT_LOG_LINES,
): LogLine[] {
  let next = log.at(-1)?.id ?? 0;
  const added = lines.map((line) => {
    next += 1;
    return { ...line, id: next };
  });
  const all = [...log, ...added];
  return Number.isFinite(keep) ? all.slice(-keep) : all;
}

/** The lines a list of facts gives, worded against the battle they happened in. */
export function linesFor(
  events: readonly BattleLogEvent[],
  battle: BattleState,
  words: BattleLogTemplates,
): Omit<LogLine, 'id'>[] {
  return events.flatMap((event) =>
    describeBattleEvent(event, battle, words).map((text) => ({ text, tone: toneOf(event, battle) })),
  );
}
