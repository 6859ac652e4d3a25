/**
 * Issue 35 item 14: the spec's Training status. A squad sent on the Training Exercise is in Training
 * (the squad summary's count and the log's chart read it), away like a squad On Mission: not picked,
 * healed, re-equipped or specialised until it comes home, Ready, after the exercise's 14 days.
 */
import { describe, expect, it } from 'vitest';
import type { GameAction } from './actions';
import { applyAction } from './apply-action';
import { deployableSoldiers } from './missions';
import { campaignWithSquad } from './missions.fixture';
import { healRefusal } from './squad-actions';
import { said } from './test-support';
import type { GameState } from './types';

function play(state: GameState, action: GameAction): GameState {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(said(result.error));
  return result.state;
}

function statuses(state: GameState): Record<string, string> {
  return Object.fromEntries(state.squad.map((s) => [s.id, s.status]));
}

const START = campaignWithSquad({ squadSize: 5 });
/** The five soldiers' ids in roster order: two go training, three stay. */
const [A, B, C, D, E] = START.squad.map((s) => s.id) as [string, string, string, string, string];

function onTraining(): GameState {
  return play(START, { type: 'deployMission', templateId: 'training', soldierIds: [C, D], mode: 'auto' });
}

describe('the Training status', () => {
  it('is what a squad on the Training Exercise shows; a squad on any other mission is On Mission', () => {
    const training = onTraining();
    expect(statuses(training)).toEqual({ [A]: 'Ready', [B]: 'Ready', [C]: 'Training', [D]: 'Training', [E]: 'Ready' });
    const raid = play(training, {
      type: 'deployMission',
      templateId: 'supply_run',
      soldierIds: [E],
      mode: 'auto',
    });
    expect(statuses(raid)[E]).toBe('On Mission');
  });

  it('counts in the day snapshot the log charts (Training 2, On Mission 0)', () => {
    const nextDay = play(onTraining(), { type: 'advanceDay' });
    expect(nextDay.history.at(-1)?.soldiersByStatus).toMatchObject({ Training: 2, 'On Mission': 0, Ready: 3 });
  });

  it('keeps the trainees at the exercise: not deployable, not healed, not re-equipped or specialised', () => {
    const training = onTraining();
    expect(deployableSoldiers(training).map((s) => s.id)).toEqual([A, B, E]);
    const trainee = training.squad.find((s) => s.id === C);
    if (!trainee) throw new Error('no trainee');
    const heal = healRefusal(training, { ...trainee, health: trainee.maxHealth - 20 });
    expect(heal && said(heal)).toBe('This soldier is on a mission!');
    const loadout = applyAction(training, {
      type: 'setLoadout',
      soldierId: C,
      weapon: 'assault_rifle',
      armor: 'standard_vest',
      utility: 'medkit',
    });
    expect(loadout.ok ? 'accepted' : said(loadout.error)).toBe('This soldier is on a mission!');
    const again = applyAction(training, {
      type: 'deployMission',
      templateId: 'patrol',
      soldierIds: [A, C],
      mode: 'auto',
    });
    expect(again.ok).toBe(false);
  });

  it('ends when the exercise does: the trainees are Ready again on day 15, with experience gained', () => {
    let state = onTraining();
    const before = state.squad.find((s) => s.id === C)?.experience ?? 0;
    for (let day = 1; day < 14; day++) state = play(state, { type: 'advanceDay' });
    expect(state.day).toBe(14);
    expect(statuses(state)[C]).toBe('Training');
    state = play(state, { type: 'advanceDay' });
    expect(state.day).toBe(15);
    expect(state.missions[0]).toMatchObject({ templateId: 'training', status: 'Completed', completedOnDay: 15 });
    expect(statuses(state)).toMatchObject({ [C]: 'Ready', [D]: 'Ready' });
    expect(state.squad.find((s) => s.id === C)?.experience ?? 0).toBeGreaterThan(before);
  });
});
