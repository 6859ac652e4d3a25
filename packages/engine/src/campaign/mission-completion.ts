/**
 * What happens when a mission ends, however it was resolved (auto on the calendar, or a fought
 * battle): soldiers come home wounded, well or not at all, rewards are paid, the threat moves,
 * the log and the day report learn of it, and a key mission may turn the story or win the war.
 */
import { KEY_MISSION_REGROUP_DAYS } from '../content/key-deadlines';
import type { MissionTemplate } from '../content/missions';
import { applyResourceChanges } from './economy';
import type { ReportEntry, SoldierDebrief } from './report';
import { addExperience, findSoldier, healthStatus, progressEntries, withHistory } from './squad';
import type { Step } from './step';
import { appendStoryEvents, chapterOutcomeFacts, keyMissionLostFacts } from './story';
import { THREAT_FLOOR_PER_MISSED_KEY_MISSION, threatAfterMission, threatEntry } from './threat';
import type { ActiveMission, CampaignEvent, GameState, MissionCasualty, MissionRewards, Soldier } from './types';

/** How one soldier of the squad came back. */
export interface SoldierOutcome {
  soldierId: string;
  /** Campaign health after the mission (0 when killed). */
  health: number;
  killed: boolean;
  /** Experience earned (0 for the fallen). */
  xp: number;
}

/** Ends an Active mission: squad, resources, reputation, threat, log, report, story and victory. */
export function completeMission(
  state: GameState,
  mission: ActiveMission,
  template: MissionTemplate,
  success: boolean,
  outcomes: readonly SoldierOutcome[],
  rewards: MissionRewards,
): Step {
  const day = state.day;
  let next = state;
  const casualties: MissionCasualty[] = [];
  const soldierEntries: ReportEntry[] = [];
  const debriefs: SoldierDebrief[] = [];
  // Each squad member comes back once; the squad list is rebuilt once at the end.
  const returned = new Map<string, Soldier>();

  for (const outcome of outcomes) {
    const soldier = returned.get(outcome.soldierId) ?? findSoldier(state, outcome.soldierId);
    if (!soldier) continue;
    const damage = Math.max(0, soldier.health - outcome.health);
    if (outcome.killed) {
      casualties.push({ soldierId: soldier.id, soldierName: soldier.name, damage, killed: true });
      const fallen = withHistory({ ...soldier, health: 0, status: 'KIA' }, day, {
        kind: 'killed_in_action',
        templateId: template.id,
      });
      returned.set(soldier.id, fallen);
      debriefs.push({
        soldierId: soldier.id,
        name: soldier.name,
        rank: soldier.rank,
        killed: true,
        damage,
        health: 0,
        maxHealth: soldier.maxHealth,
        xp: 0,
        promotedTo: null,
        skillsLearned: [],
      });
      soldierEntries.push({
        kind: 'soldier_kia',
        rank: soldier.rank,
        templateId: template.id,
        soldierId: soldier.id,
        soldierName: soldier.name,
        refId: soldier.id,
      });
      continue;
    }
    if (damage > 0) casualties.push({ soldierId: soldier.id, soldierName: soldier.name, damage, killed: false });
    const health = Math.min(soldier.maxHealth, outcome.health);
    const back = withHistory(
      {
        ...soldier,
        health,
        status: healthStatus(health, soldier.maxHealth),
        missionsCompleted: soldier.missionsCompleted + 1,
      },
      day,
      { kind: 'mission_returned', templateId: template.id, success, damage },
    );
    const grown = addExperience(back, outcome.xp, day);
    soldierEntries.push(...progressEntries(back, grown));
    debriefs.push({
      soldierId: soldier.id,
      name: soldier.name,
      rank: grown.rank,
      killed: false,
      damage,
      health: grown.health,
      maxHealth: grown.maxHealth,
      xp: grown.experience - back.experience,
      promotedTo: grown.rank !== back.rank ? grown.rank : null,
      skillsLearned: grown.unlockedSkills.filter((id) => !back.unlockedSkills.includes(id)),
    });
    returned.set(soldier.id, grown);
  }
  if (returned.size > 0) next = { ...next, squad: next.squad.map((s) => returned.get(s.id) ?? s) };

  const resourceChanges = { funds: rewards.funds, supplies: rewards.supplies, intel: rewards.intel };
  const logId = `event-${next.nextId}`;
  const fact = {
    kind: success ? 'mission_success' : 'mission_failed',
    missionId: mission.id,
    templateId: template.id,
  } as const;
  const logged: CampaignEvent = { id: logId, type: 'combat', fact, day, resourceChanges: null };
  const finished: ActiveMission = {
    ...mission,
    daysRemaining: 0,
    status: 'Completed',
    completedOnDay: day,
    success,
    casualties,
    rewards,
  };
  const missions = next.missions.map((m) => (m.id === mission.id ? finished : m));
  // Issue 34: the floor is judged with this mission's end counted (a missed key mission won lifts its part).
  const threatLevel = threatAfterMission(next.threatLevel, { day, missions }, template, success);
  next = {
    ...next,
    resources: applyResourceChanges(next.resources, resourceChanges),
    reputation: next.reputation + rewards.reputation,
    threatLevel,
    nextId: next.nextId + 1,
    missions,
    events: [...next.events, logged],
  };
  const entries: ReportEntry[] = [
    {
      ...fact,
      refId: mission.id,
      resourceChanges,
      debrief: { missionId: mission.id, templateId: template.id, success, rewards, soldiers: debriefs },
    },
    ...soldierEntries,
    ...threatEntry(state.threatLevel, threatLevel),
  ];

  if (!success && template.keyMission && template.chapter !== undefined) {
    // Issue 34: a lost key mission costs what a missed one does: the threat floor until it is won,
    // and the enemy regroups for KEY_MISSION_REGROUP_DAYS before it is back on the board.
    const lost = {
      kind: 'key_mission_lost',
      templateId: template.id,
      chapter: template.chapter,
      floorRise: THREAT_FLOOR_PER_MISSED_KEY_MISSION,
      backOnDay: day + KEY_MISSION_REGROUP_DAYS,
    } as const;
    const lostId = `event-${next.nextId}`;
    const lostLogged: CampaignEvent = { id: lostId, type: 'combat', fact: lost, day, resourceChanges: null };
    next = { ...next, nextId: next.nextId + 1, events: [...next.events, lostLogged] };
    entries.push({ ...lost, refId: lostId });
    const story = appendStoryEvents(next, keyMissionLostFacts(next, template.chapter));
    next = story.state;
    entries.push(...story.entries);
  }
  if (success && template.keyMission && template.chapter !== undefined) {
    const story = appendStoryEvents(next, chapterOutcomeFacts(template.chapter, true));
    next = story.state;
    entries.push(...story.entries);
    if (template.chapter === 4) {
      next = { ...next, victory: true, gameOver: true };
      entries.push({ kind: 'victory', templateId: template.id });
    }
  }
  return { state: next, entries };
}
