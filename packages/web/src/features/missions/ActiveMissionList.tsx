import type { ActiveMission } from '@holdfast/engine';
import { missionWords, type ThemeConfig } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { battleWords } from '../../ui/battle-words';
import styles from './ActiveMissionList.module.css';
import { SupplyDrop } from './SupplyDrop';

/**
 * Decided: the last few operations that ended on an earlier day stay below the active ones, so the
 * player sees how they ended (spec: 'a success or failed mark once done') without the list growing
 * for the whole campaign; the campaign log keeps the full record.
 */
export const FINISHED_MISSIONS_SHOWN = 5;

type MissionMark = 'active' | 'success' | 'failed' | 'aborted';

function markOf(mission: ActiveMission): MissionMark {
  if (mission.status === 'Active') return 'active';
  if (mission.status === 'Aborted') return 'aborted';
  return mission.success ? 'success' : 'failed';
}

function progressText(theme: ThemeConfig, mission: ActiveMission): string {
  const words = theme.missionPanel;
  switch (markOf(mission)) {
    case 'success':
      return words.success;
    case 'failed':
      return words.failed;
    case 'aborted':
      return words.aborted;
    default:
      if (mission.mode === 'manual') return words.awaitingBattle;
      return mission.daysRemaining === 1
        ? words.dayRemaining
        : fillTemplate(words.daysRemaining, { n: mission.daysRemaining });
  }
}

/**
 * Missions in the field (oldest deployment first) and those that ended today, whose result the day
 * has just reported, stay under ACTIVE MISSIONS; a mission that ended on an earlier day has been
 * reported and leaves it for the recent list, newest first (issue 26).
 */
export function missionsToList(
  missions: readonly ActiveMission[],
  day: number,
): { active: ActiveMission[]; recent: ActiveMission[] } {
  const endedToday = (m: ActiveMission) => m.status !== 'Active' && (m.completedOnDay ?? m.deployedOnDay) >= day;
  const active = missions.filter((m) => m.status === 'Active' || endedToday(m));
  const recent = missions
    .filter((m) => m.status !== 'Active' && !endedToday(m))
    .sort((a, b) => (b.completedOnDay ?? b.deployedOnDay) - (a.completedOnDay ?? a.deployedOnDay))
    .slice(0, FINISHED_MISSIONS_SHOWN);
  return { active, recent };
}

/**
 * The missions tab's list of active missions (spec §2): name, number deployed, days or a mark. A
 * manual mission still awaiting its battle (the tab was closed, the page reloaded) offers RESUME,
 * back to its briefing: from there the battle begins again or the squad is stood down, so no
 * soldier stays On Mission for ever. An auto mission in the field shows its odds and offers a supply
 * drop (rules 9, SupplyDrop).
 */
export function ActiveMissionList({
  missions,
  day,
  onResume,
}: {
  missions: readonly ActiveMission[];
  /** The campaign's day: what ended before it has been reported and moves to the recent list. */
  day: number;
  onResume?: (mission: ActiveMission) => void;
}) {
  const theme = useTheme();
  const words = theme.missionPanel;
  const battle = battleWords(theme.id);
  const { active: listed, recent } = missionsToList(missions, day);
  return (
    <section className={clsx('panel', styles.section)} aria-labelledby="active-missions-title">
      <h3 id="active-missions-title" className="kicker">
        {theme.missions.activeMissions}
      </h3>
      {listed.length === 0 ? (
        <p className={clsx('muted', styles.empty)}>{words.noActiveMissions}</p>
      ) : (
        <ul className={styles.list} aria-label={theme.missions.activeMissions}>
          {listed.map((mission) => {
            const name = missionWords(theme, mission.templateId).name;
            const mark = markOf(mission);
            return (
              <li key={mission.id} className={styles.mission} data-mark={mark}>
                <span className={styles.name}>{name}</span>
                <span className={styles.squad}>{fillTemplate(words.deployed, { n: mission.squad.length })}</span>
                <span className={styles.progress}>{progressText(theme, mission)}</span>
                {onResume && mark === 'active' && mission.mode === 'manual' && (
                  <Button
                    className={styles.resume}
                    aria-label={fillTemplate(battle.resumeMissionLabel, { name })}
                    onClick={() => onResume(mission)}
                  >
                    {battle.resumeMission}
                  </Button>
                )}
                {mark === 'active' && mission.mode === 'auto' && <SupplyDrop mission={mission} />}
              </li>
            );
          })}
        </ul>
      )}
      {recent.length > 0 && (
        <>
          <h4 id="recent-missions-title" className={clsx('kicker', styles.recentTitle)}>
            {words.recentMissions}
          </h4>
          <ul className={styles.list} aria-labelledby="recent-missions-title">
            {recent.map((mission) => (
              <li key={mission.id} className={styles.mission} data-mark={markOf(mission)}>
                <span className={styles.name}>{missionWords(theme, mission.templateId).name}</span>
                <span className={styles.squad}>
                  {fillTemplate(words.endedOnDay, { day: mission.completedOnDay ?? mission.deployedOnDay })}
                </span>
                <span className={styles.progress}>{progressText(theme, mission)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
