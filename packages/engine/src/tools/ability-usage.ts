/**
 * Ability figures for simulate:battle (issue 24 item 5): per ability, the share of winning turns it
 * appears in, its share of kills against its share of actions, and the share of battles where it
 * was available that used it. Actions are weighed by the AP they spend (a soldier's shot or ability
 * use; moves kill nothing and are left out; Overwatch and Bunker Down spend what AP the soldier had
 * left, since they end its turn), so a 2-AP Double Tap counts as two shots; a kill counts for what dealt it: the ability whose shot or effect killed (Overwatch
 * for a reaction shot), else the plain shot.
 */
import type { BattleLogEvent } from '../battle/log';
import type { BattleState } from '../battle/types';
import { ABILITIES, type AbilityId } from '../content/abilities';

/** A plain shot, counted beside the abilities. */
export const PLAIN_SHOT = 'shot';
type Source = AbilityId | typeof PLAIN_SHOT;

export interface AbilityUsage {
  battles: number;
  wins: number;
  winningTurns: number;
  actions: number;
  kills: number;
  /** Per source: actions, kills, winning turns it appears in, battles it was available / used in. */
  bySource: Map<Source, { actions: number; kills: number; winningTurns: number; available: number; used: number }>;
}

export function emptyUsage(): AbilityUsage {
  const bySource: AbilityUsage['bySource'] = new Map();
  for (const source of [PLAIN_SHOT, ...ABILITIES.map((a) => a.id)] as Source[])
    bySource.set(source, { actions: 0, kills: 0, winningTurns: 0, available: 0, used: 0 });
  return { battles: 0, wins: 0, winningTurns: 0, actions: 0, kills: 0, bySource };
}

/** Counts one battle as it is fought: `observe` goes to fightBattle, `finish` takes the ended battle. */
export function usageCounter(usage: AbilityUsage) {
  const perTurn = new Map<number, Set<Source>>();
  const used = new Set<Source>();
  let available: Set<AbilityId> | null = null;
  const row = (source: Source) => usage.bySource.get(source) as NonNullable<ReturnType<typeof usage.bySource.get>>;
  const observe = (log: readonly BattleLogEvent[], before: BattleState, after: BattleState) => {
    if (!available)
      available = new Set(
        before.units.filter((u) => u.type === 'soldier').flatMap((u) => u.abilities.map((a) => a.id)),
      );
    let source: Source | null = null;
    const acted = (what: Source, unitId: string) => {
      const ap = Math.max(
        1,
        (before.units.find((u) => u.id === unitId)?.ap ?? 0) - (after.units.find((u) => u.id === unitId)?.ap ?? 0),
      );
      usage.actions += ap;
      row(what).actions += ap;
      used.add(what);
      const turn = perTurn.get(before.turn) ?? new Set<Source>();
      turn.add(what);
      perTurn.set(before.turn, turn);
    };
    for (const event of log) {
      if (event.kind === 'abilityUsed') {
        source = event.abilityId;
        acted(event.abilityId, event.unitId);
      } else if (event.kind === 'shot' && before.units.some((u) => u.id === event.shooterId && u.type === 'soldier')) {
        if (event.reaction) source = event.abilityId ?? PLAIN_SHOT;
        else if (!event.abilityId) {
          source = PLAIN_SHOT;
          acted(PLAIN_SHOT, event.shooterId);
        }
      } else if (event.kind === 'killed' && source) {
        usage.kills += 1;
        row(source).kills += 1;
      }
    }
  };
  const finish = (battle: BattleState) => {
    usage.battles += 1;
    for (const id of available ?? []) {
      row(id).available += 1;
      if (used.has(id)) row(id).used += 1;
    }
    if (battle.status !== 'victory' || battle.aborted) return;
    usage.wins += 1;
    usage.winningTurns += battle.turn;
    for (const sources of perTurn.values()) for (const source of sources) row(source).winningTurns += 1;
  };
  return { observe, finish };
}

const pct = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(0)}%` : '-');

/** Issue 24 item 5's second goal as one figure: the share of kills over the share of AP (goal ≤ 2.0). */
function killsPerAp(usage: AbilityUsage, r: { kills: number; actions: number }): string {
  if (usage.kills === 0 || r.actions === 0) return '-';
  return `${(r.kills / usage.kills / (r.actions / usage.actions)).toFixed(1)}×`;
}

/** One line per ability (and the plain shot): the three figures the issue's goals are written in. */
export function usageLines(usage: AbilityUsage): string[] {
  const lines = ['    ability            win-turns  kills  AP-spent  kills/AP  used/avail'];
  for (const [source, r] of usage.bySource) {
    if (source !== PLAIN_SHOT && r.available === 0) continue;
    lines.push(
      `    ${source.padEnd(18)} ${pct(r.winningTurns, usage.winningTurns).padStart(9)}  ${pct(r.kills, usage.kills).padStart(5)}  ${pct(r.actions, usage.actions).padStart(8)}  ${killsPerAp(usage, r).padStart(8)}  ${source === PLAIN_SHOT ? '' : `${pct(r.used, r.available)} of ${r.available}`}`,
    );
  }
  return lines;
}
