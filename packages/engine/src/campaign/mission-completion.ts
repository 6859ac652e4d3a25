/**
 * What happens when a mission ends, however it was resolved (auto on the calendar, or a fought
 * battle): soldiers come home wounded, well or not at all, rewards are paid, the threat moves,
 * the log and the day report learn of it, and a key mission may turn the story or win the war.
 */
import type { MissionTemplate } from '../content/missions';
import { storyFor } from '../content/themes/content';
import { applyResourceChanges } from './economy';
import type { ReportEntry, SoldierDebrief } from './report';
import { addExperience, findSoldier, healthStatus, progressEntries, withHistory } from './squad';
import type { Step } from './step';
import { appendStoryEvents, chapterOutcomeLines } from './story';
import { threatAfterMission, threatEntry } from './threat';
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

export function missionSuccessText(name: string): string {
  return `${name} has been completed successfully`;
}

/** The spec's "'{name} has been completed' with 'failed'": the failure wording (decided). */
export function missionFailedText(name: string): string {
  return `${name} has failed`;
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
  const verdict = success ? 'success' : 'failed';
  // Each squad member comes back once; the squad list is rebuilt once at the end.
  const returned = new Map<string, Soldier>();

  for (const outcome of outcomes) {
    const soldier = returned.get(outcome.soldierId) ?? findSoldier(state, outcome.soldierId);
    if (!soldier) continue;
    const damage = Math.max(0, soldier.health - outcome.health);
    if (outcome.killed) {
      casualties.push({ soldierId: soldier.id, soldierName: soldier.name, damage, killed: true });
      const fallen = withHistory({ ...soldier, health: 0, status: 'KIA' }, day, `Killed in action: ${template.name}`);
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
        title: 'Killed in Action',
        text: `${soldier.rank} ${soldier.name} was killed in action during ${template.name}`,
        refId: soldier.id,
      });
      continue;
    }
    if (damage > 0) casualties.push({ soldierId: soldier.id, soldierName: soldier.name, damage, killed: false });
    const health = Math.min(soldier.maxHealth, outcome.health);
    const line =
      damage > 0 ? `${template.name}: ${verdict}, wounded (-${damage} health)` : `${template.name}: ${verdict}`;
    const back = withHistory(
      {
        ...soldier,
        health,
        status: healthStatus(health, soldier.maxHealth),
        missionsCompleted: soldier.missionsCompleted + 1,
      },
      day,
      line,
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
  const threatLevel = threatAfterMission(next.threatLevel, day, template, success);
  const logId = `event-${next.nextId}`;
  const title = success ? 'Mission Success' : 'Mission Failed';
  const text = success ? missionSuccessText(template.name) : missionFailedText(template.name);
  const logged: CampaignEvent = { id: logId, type: 'combat', title, description: text, day, resourceChanges: null };
  const finished: ActiveMission = {
    ...mission,
    daysRemaining: 0,
    status: 'Completed',
    completedOnDay: day,
    success,
    casualties,
    rewards,
  };
  next = {
    ...next,
    resources: applyResourceChanges(next.resources, resourceChanges),
    reputation: next.reputation + rewards.reputation,
    threatLevel,
    nextId: next.nextId + 1,
    missions: next.missions.map((m) => (m.id === mission.id ? finished : m)),
    events: [...next.events, logged],
  };
  const entries: ReportEntry[] = [
    {
      kind: success ? 'mission_success' : 'mission_failed',
      title,
      text,
      refId: mission.id,
      resourceChanges,
      debrief: { missionId: mission.id, templateId: template.id, success, rewards, soldiers: debriefs },
    },
    ...soldierEntries,
    ...threatEntry(state.threatLevel, threatLevel),
  ];

  if (success && template.keyMission && template.chapter !== undefined) {
    const story = appendStoryEvents(next, chapterOutcomeLines(template.chapter, true, storyFor(next.theme)));
    next = story.state;
    entries.push(...story.entries);
    if (template.chapter === 4) {
      next = { ...next, victory: true, gameOver: true };
      entries.push({ kind: 'victory', title: 'Victory', text: `${template.name} has succeeded. The campaign is won.` });
    }
  }
  return { state: next, entries };
}
