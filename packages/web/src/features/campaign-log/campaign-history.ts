/**
 * The campaign log's data: the event timeline grouped by day (spec: missions-battle-themes §7,
 * 'timeline grouped by day', 'by type') and the daily snapshots the charts draw.
 */
import {
  type CampaignEvent,
  type CampaignEventType,
  type DaySnapshot,
  type GameState,
  SOLDIER_STATUSES,
  type SoldierStatus,
} from '@holdfast/engine';

/**
 * The engine's daily snapshots (one per day; `missionsWon` / `missionsLost` are running totals).
 * A campaign saved before snapshots existed has none; the charts then say they fill in as days pass.
 */
export function campaignHistory(state: GameState): readonly DaySnapshot[] {
  const history: DaySnapshot[] | undefined = state.history;
  return Array.isArray(history) ? history : [];
}

export interface TimelineDay {
  day: number;
  events: CampaignEvent[];
}

/** Events of the chosen types grouped by day, newest day first, each day's events in recorded order. */
export function timelineByDay(events: readonly CampaignEvent[], types: ReadonlySet<CampaignEventType>): TimelineDay[] {
  const byDay = new Map<number, CampaignEvent[]>();
  for (const event of events) {
    if (!types.has(event.type)) continue;
    const day = byDay.get(event.day);
    if (day) day.push(event);
    else byDay.set(event.day, [event]);
  }
  return [...byDay.entries()].sort(([a], [b]) => b - a).map(([day, dayEvents]) => ({ day, events: dayEvents }));
}

/** One row per snapshot with the soldier counts flattened, as the stacked chart reads them. */
export type SoldierRow = { day: number } & Record<SoldierStatus, number>;

export function soldierRows(history: readonly DaySnapshot[]): SoldierRow[] {
  return history.map((snapshot) => {
    const row = { day: snapshot.day } as SoldierRow;
    for (const status of SOLDIER_STATUSES) row[status] = snapshot.soldiersByStatus[status] ?? 0;
    return row;
  });
}
