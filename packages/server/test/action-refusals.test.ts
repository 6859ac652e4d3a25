/**
 * Every rule refusal the actions endpoint can give from a campaign a player can reach: the engine's
 * message verbatim (worded in the campaign's universe; LAST STAND here), its code, reason and
 * parameters, the status from rule-refusals.ts, and the campaign left untouched.
 */
import { type GameAction, type GameState, maxLevelFor } from '@holdfast/engine';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { act, BROKE, gameState, RICH, sendAction, setCampaign, setResources } from './support/actions';
import { describeEachDatabase } from './support/databases';
import { as, type Commander, signUp, startCampaign } from './support/http';

interface Refusal {
  action: GameAction;
  status: 409 | 422;
  code: string;
  error: string;
}

async function expectRefusals(app: FastifyInstance, commander: Commander, campaignId: number, refusals: Refusal[]) {
  const before = await gameState(app, commander, campaignId);
  for (const { action, status, code, error } of refusals) {
    const response = await sendAction(app, commander, campaignId, action);
    const body = response.json();
    expect({ status: response.statusCode, error: body.error, code: body.code }, JSON.stringify(action)).toEqual({
      status,
      error,
      code,
    });
    // The facts beside the words: the engine's reason and its parameters.
    expect(body, JSON.stringify(action)).toEqual({
      error,
      code,
      reason: expect.any(String),
      params: expect.any(Object),
    });
  }
  expect(await gameState(app, commander, campaignId)).toEqual(before);
}

/** Wounds or fells a soldier through the raw squad route (how a test reaches those states quickly). */
async function setSoldier(
  app: FastifyInstance,
  commander: Commander,
  campaignId: number,
  ref: string,
  updates: object,
) {
  const rows = (await as(app, commander).get(`/api/squad?campaign_id=${campaignId}`)).json() as {
    id: number;
    ref: string;
  }[];
  const row = rows.find((r) => r.ref === ref);
  const response = await as(app, commander).patch(`/api/squad/${row?.id}`, updates);
  expect(response.statusCode, response.body).toBe(200);
}

async function preparedCampaign(app: FastifyInstance, db: Database) {
  const commander = await signUp(app, 'ripley');
  const id = await startCampaign(app, commander);
  await setResources(db, id, RICH);
  const state: GameState = await gameState(app, commander, id);
  const [sergeant, corporal, privateOne, privateTwo] = state.squad;
  const command = state.facilities[0];
  if (!sergeant || !corporal || !privateOne || !privateTwo || !command) throw new Error('starting campaign');
  return { commander, id, sergeant, corporal, privateOne, privateTwo, command };
}

describeEachDatabase('rule refusals from the actions endpoint', (env) => {
  it('refuses base, squad, research and mission actions with the spec’s words and changes nothing', async () => {
    const { commander, id, sergeant, corporal, privateOne, privateTwo, command } = await preparedCampaign(
      env.app,
      env.db,
    );
    // The situation: a barracks being built, a sniper sergeant, the corporal away on a supply run,
    // research running, the second private fallen.
    await act(env.app, commander, id, { type: 'buildFacility', row: 0, col: 0, facilityType: 'barracks' });
    await act(env.app, commander, id, { type: 'specialize', soldierId: sergeant.id, classId: 'sniper' });
    const deployed = await act(env.app, commander, id, {
      type: 'deployMission',
      templateId: 'supply_run',
      soldierIds: [corporal.id],
      mode: 'auto',
    });
    await act(env.app, commander, id, { type: 'startResearch', projectId: 'basic_armor' });
    await setSoldier(env.app, commander, id, privateTwo.id, { health: 0, status: 'KIA' });
    const barracks = deployed.state.facilities.find((f) => f.type === 'barracks');
    const supplyRun = deployed.state.missions.find((m) => m.templateId === 'supply_run');

    await expectRefusals(env.app, commander, id, [
      // Base
      {
        action: { type: 'buildFacility', row: 2, col: 2, facilityType: 'medbay' },
        status: 409,
        code: 'slot_occupied',
        error: 'This slot is already occupied!',
      },
      {
        action: { type: 'buildFacility', row: 7, col: 0, facilityType: 'medbay' },
        status: 422,
        code: 'out_of_grid',
        error: 'That position is outside the base grid!',
      },
      {
        action: { type: 'buildFacility', row: 1, col: 1, facilityType: 'command' },
        status: 422,
        code: 'invalid_action',
        error: 'The Command Center cannot be built!',
      },
      {
        action: { type: 'upgradeFacility', facilityId: barracks?.id ?? '' },
        status: 422,
        code: 'invalid_action',
        error: 'This facility is still under construction!',
      },
      {
        action: { type: 'upgradeFacility', facilityId: 'facility-999' },
        status: 422,
        code: 'not_found',
        error: 'Facility not found!',
      },
      {
        action: { type: 'toggleFacility', facilityId: command.id },
        status: 422,
        code: 'invalid_action',
        error: 'The Command Center cannot be shut down!',
      },
      // Squad
      {
        action: { type: 'setNickname', soldierId: 'soldier-999', nickname: 'Ghost' },
        status: 422,
        code: 'not_found',
        error: 'Soldier not found!',
      },
      {
        action: { type: 'setNickname', soldierId: sergeant.id, nickname: 'x'.repeat(21) },
        status: 422,
        code: 'invalid_nickname',
        error: 'Nickname must be 1-20 characters!',
      },
      {
        action: { type: 'setNickname', soldierId: sergeant.id, nickname: '   ' },
        status: 422,
        code: 'invalid_nickname',
        error: 'Nickname must be 1-20 characters!',
      },
      {
        action: { type: 'setNickname', soldierId: privateTwo.id, nickname: 'Ghost' },
        status: 409,
        code: 'soldier_unavailable',
        error: 'This soldier has fallen and cannot be changed.',
      },
      {
        action: { type: 'specialize', soldierId: corporal.id, classId: 'heavy' },
        status: 409,
        code: 'soldier_unavailable',
        error: 'This soldier is on a mission!',
      },
      {
        action: { type: 'specialize', soldierId: privateOne.id, classId: 'heavy' },
        status: 422,
        code: 'cannot_specialize',
        error: 'Only Sergeants and above can specialize!',
      },
      {
        action: { type: 'specialize', soldierId: sergeant.id, classId: 'sniper' },
        status: 422,
        code: 'cannot_specialize',
        error: 'Soldier already has this specialization!',
      },
      {
        action: {
          type: 'setLoadout',
          soldierId: privateOne.id,
          weapon: 'laser',
          armor: 'standard_vest',
          utility: 'medkit',
        },
        status: 422,
        code: 'invalid_loadout',
        error: 'Unknown equipment!',
      },
      {
        action: { type: 'heal', soldierId: privateOne.id },
        status: 409,
        code: 'full_health',
        error: 'Soldier is already at full health!',
      },
      // Research
      {
        action: { type: 'startResearch', projectId: 'perpetual_motion' },
        status: 422,
        code: 'not_found',
        error: 'Campaign ID and project are required',
      },
      {
        action: { type: 'startResearch', projectId: 'weapon_training' },
        status: 409,
        code: 'research_in_progress',
        error: 'Research already in progress!',
      },
      // Missions
      {
        action: { type: 'deployMission', templateId: 'moon_landing', soldierIds: [privateOne.id], mode: 'auto' },
        status: 422,
        code: 'not_found',
        error: 'Unknown mission',
      },
      {
        action: { type: 'deployMission', templateId: 'vanguard', soldierIds: [privateOne.id], mode: 'manual' },
        status: 422,
        code: 'mission_locked',
        error: 'Unlocks on Day 15',
      },
      {
        action: { type: 'deployMission', templateId: 'raid', soldierIds: [privateOne.id], mode: 'auto' },
        status: 422,
        code: 'not_enough_soldiers',
        error: 'Need at least 3 available soldiers',
      },
      {
        action: {
          type: 'deployMission',
          templateId: 'patrol',
          soldierIds: [sergeant.id, privateOne.id],
          mode: 'manual',
        },
        status: 422,
        code: 'invalid_mode',
        error: 'Patrol cannot be deployed in manual mode',
      },
      {
        action: {
          type: 'deployMission',
          templateId: 'patrol',
          soldierIds: [privateOne.id, privateOne.id],
          mode: 'auto',
        },
        status: 422,
        code: 'invalid_squad',
        error: 'A soldier can only be selected once',
      },
      {
        action: { type: 'deployMission', templateId: 'patrol', soldierIds: [privateOne.id], mode: 'auto' },
        status: 422,
        code: 'invalid_squad',
        error: 'Select 2 to 3 soldiers for Patrol',
      },
      {
        action: { type: 'deployMission', templateId: 'patrol', soldierIds: [corporal.id, privateOne.id], mode: 'auto' },
        status: 409,
        code: 'soldier_unavailable',
        error: `${corporal.name} is not available for deployment`,
      },
      {
        action: { type: 'abortMission', missionId: 'mission-999' },
        status: 422,
        code: 'not_found',
        error: 'Mission not found',
      },
      {
        action: { type: 'abortMission', missionId: supplyRun?.id ?? '' },
        status: 422,
        code: 'invalid_mode',
        error: 'Only a fought mission can be aborted; an auto mission resolves on its own',
      },
    ]);
  });

  it('refuses what the commander cannot pay for, and a cancel with nothing running', async () => {
    const { commander, id, command, privateOne } = await preparedCampaign(env.app, env.db);
    await setSoldier(env.app, commander, id, privateOne.id, { health: 50, status: 'Wounded' });
    await setResources(env.db, id, BROKE);
    await expectRefusals(env.app, commander, id, [
      {
        action: { type: 'buildFacility', row: 0, col: 0, facilityType: 'barracks' },
        status: 422,
        code: 'insufficient_resources',
        error: 'Insufficient resources!',
      },
      {
        action: { type: 'upgradeFacility', facilityId: command.id },
        status: 422,
        code: 'insufficient_upgrade_resources',
        error: 'Insufficient resources to upgrade!',
      },
      { action: { type: 'recruit' }, status: 422, code: 'insufficient_resources', error: 'Insufficient resources!' },
      {
        action: { type: 'heal', soldierId: privateOne.id },
        status: 422,
        code: 'insufficient_healing_resources',
        error: 'Insufficient resources for healing!',
      },
      {
        action: { type: 'startResearch', projectId: 'basic_armor' },
        status: 422,
        code: 'insufficient_resources',
        error: 'Insufficient resources!',
      },
      {
        action: { type: 'startResearch', projectId: 'advanced_armor' },
        status: 422,
        code: 'research_locked',
        error: 'Prerequisites not completed!',
      },
      { action: { type: 'cancelResearch' }, status: 409, code: 'no_research', error: 'No research in progress!' },
    ]);
  });

  it('refuses power the grid does not have, a finished project, a maxed facility and an ended campaign', async () => {
    const { commander, id, command } = await preparedCampaign(env.app, env.db);
    // 100 capacity: Command Center 5 + three research labs 75 + medbay 20 = 100, so a barracks (10) is refused.
    for (const col of [0, 1, 2]) {
      await act(env.app, commander, id, { type: 'buildFacility', row: 0, col, facilityType: 'research' });
    }
    await act(env.app, commander, id, { type: 'buildFacility', row: 0, col: 3, facilityType: 'medbay' });
    // A generator, finished after two days, then a barracks drawing on it: switching it off is refused.
    await act(env.app, commander, id, { type: 'buildFacility', row: 4, col: 4, facilityType: 'generator' });
    await act(env.app, commander, id, { type: 'startResearch', projectId: 'basic_armor' });
    for (let day = 0; day < 3; day += 1) await act(env.app, commander, id, { type: 'advanceDay' });
    const powered = await act(env.app, commander, id, {
      type: 'buildFacility',
      row: 1,
      col: 0,
      facilityType: 'barracks',
    });
    const generator = powered.state.facilities.find((f) => f.type === 'generator');
    for (let level = 1; level < maxLevelFor('command'); level += 1)
      await act(env.app, commander, id, { type: 'upgradeFacility', facilityId: command.id });

    await expectRefusals(env.app, commander, id, [
      {
        action: { type: 'toggleFacility', facilityId: generator?.id ?? '' },
        status: 422,
        code: 'insufficient_power',
        error: 'Cannot shut down: other facilities need this power!',
      },
      {
        action: { type: 'startResearch', projectId: 'basic_armor' },
        status: 409,
        code: 'research_completed',
        error: 'Research already completed!',
      },
      {
        action: { type: 'upgradeFacility', facilityId: command.id },
        status: 422,
        code: 'invalid_action',
        error: 'This facility is already at maximum level!',
      },
      // A second tab still showing day 1 (issue 26): its ADVANCE DAY skips no day.
      {
        action: { type: 'advanceDay', fromDay: 1 },
        status: 409,
        code: 'day_already_advanced',
        error: 'Day 1 has already ended: the campaign is on Day 4.',
      },
    ]);
    // Without the generator's power (fresh campaign) another consumer does not fit.
    const poor = await startCampaign(env.app, commander, { name: 'Tight grid' });
    await setResources(env.db, poor, RICH);
    for (const col of [0, 1, 2]) {
      await act(env.app, commander, poor, { type: 'buildFacility', row: 0, col, facilityType: 'research' });
    }
    await act(env.app, commander, poor, { type: 'buildFacility', row: 0, col: 3, facilityType: 'medbay' });
    await expectRefusals(env.app, commander, poor, [
      {
        action: { type: 'buildFacility', row: 1, col: 0, facilityType: 'barracks' },
        status: 422,
        code: 'insufficient_power',
        error: 'Insufficient power! Build a Power Generator to increase capacity.',
      },
    ]);

    await setCampaign(env.db, poor, { gameOver: true });
    await expectRefusals(env.app, commander, poor, [
      { action: { type: 'advanceDay' }, status: 409, code: 'campaign_over', error: 'This campaign is over.' },
      { action: { type: 'recruit' }, status: 409, code: 'campaign_over', error: 'This campaign is over.' },
    ]);
  });
});
