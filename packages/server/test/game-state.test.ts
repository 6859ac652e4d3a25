import { type GameState, newCampaign } from '@holdfast/engine';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { missions } from '../src/db/schema';
import { insertNewCampaign, loadGameState } from '../src/repositories/game-state';
import { describeEachDatabase } from './support/databases';
import { signUp } from './support/http';

/** A campaign some days in: research, missions in every state, events, a specialised soldier. */
function campaignInProgress(): GameState {
  const state = newCampaign({ name: 'Rich', difficulty: 'hard', theme: 'devastators', seed: 424242 });
  const [sergeant, corporal, privateOne] = state.squad;
  if (!sergeant || !corporal || !privateOne) throw new Error('newCampaign gave fewer than three soldiers');
  return {
    ...state,
    day: 12,
    threatLevel: 4,
    resources: { funds: 12345, supplies: 87, intel: 33 },
    reputation: 7,
    facilities: [
      ...state.facilities,
      {
        id: 'facility-6',
        type: 'medbay',
        name: 'Medbay',
        level: 2,
        row: 0,
        col: 4,
        isActive: false,
        constructionDaysRemaining: 3,
      },
    ],
    squad: [
      { ...sergeant, classId: 'sniper', unlockedSkills: ['steady_aim'], history: [{ day: 3, text: 'Promoted' }] },
      {
        ...corporal,
        nickname: 'Hawk',
        status: 'On Mission',
        health: 40,
        loadout: { weapon: 'smg', armor: 'light_armor', utility: 'smoke' },
      },
      { ...privateOne, status: 'KIA', health: 0 },
      ...state.squad.slice(3),
    ],
    research: [
      { projectId: 'basic_armor', progress: 100, completed: true, startedOnDay: 2, completedOnDay: 5 },
      { projectId: 'weapon_training', progress: 100 / 3, completed: false, startedOnDay: 11, completedOnDay: null },
    ],
    missions: [
      {
        id: 'mission-7',
        templateId: 'recon_patrol',
        mode: 'auto',
        squad: [corporal.id],
        daysRemaining: 2,
        status: 'Active',
        deployedOnDay: 11,
        completedOnDay: null,
        success: null,
        casualties: [],
        rewards: null,
      },
      {
        id: 'mission-8',
        templateId: 'supply_raid',
        mode: 'manual',
        squad: [sergeant.id, privateOne.id],
        daysRemaining: 0,
        status: 'Completed',
        deployedOnDay: 8,
        completedOnDay: 9,
        success: false,
        casualties: [{ soldierId: privateOne.id, soldierName: privateOne.name, damage: 100, killed: true }],
        rewards: { funds: 300, supplies: 3, intel: 0, xp: 10, reputation: 0 },
      },
      {
        id: 'mission-9',
        templateId: 'escort',
        mode: 'auto',
        squad: [sergeant.id],
        daysRemaining: 0,
        status: 'Completed',
        deployedOnDay: 9,
        completedOnDay: 10,
        success: true,
        casualties: [],
        rewards: { funds: 1000, supplies: 10, intel: 5, xp: 40, reputation: 2 },
      },
    ],
    events: [
      {
        id: 'event-10',
        type: 'story',
        title: 'Landfall',
        description: 'The holdfast wakes.',
        day: 1,
        resourceChanges: null,
      },
      {
        id: 'event-11',
        type: 'resource',
        title: 'Supply drop',
        description: 'Crates from the sky.',
        day: 4,
        resourceChanges: { supplies: 20, funds: -100 },
      },
    ],
    history: [1, 2].map((day) => ({
      day,
      resources: { funds: 15000 - day, supplies: 100, intel: day },
      threatLevel: 1,
      soldiersByStatus: { Ready: 4, Wounded: 0, Training: 0, 'On Mission': 0, KIA: 0 },
      missionsWon: 0,
      missionsLost: day - 1,
    })),
    nextId: 12,
  };
}

describeEachDatabase('game state persistence', (env) => {
  it('loads exactly what newCampaign made and insertNewCampaign stored', async () => {
    const { id: userId } = await signUp(env.app, 'ripley');
    const state = newCampaign({ name: 'Fresh', difficulty: 'normal', theme: 'vanilla', seed: 99 });
    const campaignId = await env.db.transaction((tx) => insertNewCampaign(tx, userId, state, { description: 'x' }));
    expect(await loadGameState(env.db, campaignId)).toEqual(state);
  });

  it('round-trips a campaign in progress: research, missions in every state, events, soldier changes', async () => {
    const { id: userId } = await signUp(env.app, 'ripley');
    const state = campaignInProgress();
    const campaignId = await env.db.transaction((tx) => insertNewCampaign(tx, userId, state));
    expect(await loadGameState(env.db, campaignId)).toEqual(state);

    // The spec's stored mission fields are filled in its own words.
    const stored = await env.db.select().from(missions).where(eq(missions.campaignId, campaignId));
    expect(stored.map((m) => [m.ref, m.missionType, m.status, m.success, m.assignedSquad])).toEqual([
      ['mission-7', 'recon_patrol', 'in_progress', null, [state.squad[1]?.id]],
      ['mission-8', 'supply_raid', 'failed', false, [state.squad[0]?.id, state.squad[2]?.id]],
      ['mission-9', 'escort', 'completed', true, [state.squad[0]?.id]],
    ]);
  });

  it('keeps fields a newer engine adds, at every level, in state_extra', async () => {
    const { id: userId } = await signUp(env.app, 'ripley');
    const base = campaignInProgress();
    const future = {
      ...base,
      story: { chapter: 2, beatsSeen: ['landfall'] },
      resources: { ...base.resources, alloys: 12 },
      squad: base.squad.map((soldier, index) => ({ ...soldier, morale: 50 + index })),
      facilities: base.facilities.map((facility) => ({ ...facility, workers: 1 })),
      research: base.research.map((record) => ({ ...record, boosted: true })),
      missions: base.missions.map((mission) => ({ ...mission, chapter: 1 })),
      events: base.events.map((event) => ({ ...event, themeKey: 'x' })),
      history: base.history.map((snapshot) => ({ ...snapshot, morale: 3 })),
    } as GameState;
    const campaignId = await env.db.transaction((tx) => insertNewCampaign(tx, userId, future));
    expect(await loadGameState(env.db, campaignId)).toEqual(future);
  });

  it('reports a missing campaign as 404 Campaign not found', async () => {
    await expect(loadGameState(env.db, 123456)).rejects.toMatchObject({
      problem: 'not-found',
      message: 'Campaign not found',
    });
  });
});
