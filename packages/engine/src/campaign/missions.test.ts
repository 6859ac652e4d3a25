import { describe, expect, it } from 'vitest';
import { battleOutcome } from '../battle/outcome';
import { missionTemplate } from '../content/missions';
import { Rng } from '../rng';
import { abortedLog, type FoughtLog, foughtLog } from '../tools/battle-test-support';
import { THEMES } from '../words/index';
import { wordReportEntry } from '../words/wording';
import { applyAction } from './apply-action';
import { battleSetupFor } from './battle-mission';
import type { GameError } from './errors';
import {
  allowedModes,
  battleExperienceBase,
  battleMissionFor,
  deployableSoldiers,
  deployMission,
  healthAfterBattle,
  missionAvailability,
  missionOdds,
  redeployDay,
} from './missions';
import { campaignWithSquad, withMissionInField } from './missions.fixture';
import { fail, said } from './test-support';
import type { GameState } from './types';

/** A refusal with its LAST STAND message in place of its facts, to compare with the spec's words. */
function spoken(result: { ok: true } | { ok: false; error: GameError }) {
  return result.ok ? result : { ok: false, error: { code: result.error.code, message: said(result.error) } };
}

function template(id: string) {
  const found = missionTemplate(id);
  if (!found) throw new Error(id);
  return found;
}

const rng = () => Rng.fromSeed(3);

function deploy(state: GameState, templateId: string, soldierIds: string[], mode: 'auto' | 'manual' = 'auto') {
  return deployMission(state, { type: 'deployMission', templateId, soldierIds, mode }, rng());
}

describe('tier modes', () => {
  it('simple: auto only; complex: auto or manual; campaign: manual only', () => {
    expect(allowedModes(template('patrol'))).toEqual(['auto']);
    expect(allowedModes(template('raid'))).toEqual(['auto', 'manual']);
    expect(allowedModes(template('vanguard'))).toEqual(['manual']);
  });
});

describe('missionAvailability and deployableSoldiers', () => {
  it('locks a card before its unlock day with the spec message', () => {
    const state = campaignWithSquad({ squadSize: 6, day: 14 });
    const locked = missionAvailability(state, template('vanguard'));
    expect(locked).toMatchObject({ selectable: false, lock: 'not_unlocked' });
    expect(said(locked.refusal ?? fail())).toBe('Unlocks on Day 15');
    expect(missionAvailability({ ...state, day: 15 }, template('vanguard'))).toEqual({
      selectable: true,
      lock: null,
      refusal: null,
    });
  });

  it('needs at least minSquad available soldiers', () => {
    const state = campaignWithSquad({ squadSize: 4, day: 15 });
    const short = missionAvailability(state, template('vanguard'));
    expect(short).toMatchObject({ selectable: false, lock: 'short_of_soldiers' });
    expect(said(short.refusal ?? fail())).toBe('Need at least 5 available soldiers');
  });

  it('counts only soldiers not On Mission, not KIA, not Wounded and with health above 0', () => {
    const base = campaignWithSquad({ squadSize: 6 });
    const [a, b, c, d] = base.squad;
    if (!a || !b || !c || !d) throw new Error('squad');
    const state: GameState = {
      ...base,
      squad: base.squad.map((s) => {
        if (s.id === a.id) return { ...s, status: 'On Mission' };
        if (s.id === b.id) return { ...s, status: 'KIA', health: 0 };
        if (s.id === c.id) return { ...s, status: 'Wounded', health: 60 };
        if (s.id === d.id) return { ...s, health: 0 };
        return s;
      }),
    };
    expect(deployableSoldiers(state).map((s) => s.id)).toEqual(base.squad.slice(4).map((s) => s.id));
    expect(said(missionAvailability(state, template('raid')).refusal ?? fail())).toBe(
      'Need at least 3 available soldiers',
    );
  });

  it('closes a key mission once it has succeeded', () => {
    const state = campaignWithSquad({ squadSize: 6, day: 21 });
    const won = withMissionInField(state, 'operation_breakwater', { mode: 'manual' });
    const done: GameState = {
      ...won.state,
      missions: won.state.missions.map((m) => ({ ...m, status: 'Completed' as const, success: true })),
      squad: state.squad,
    };
    const closed = missionAvailability(done, template('operation_breakwater'));
    expect(closed).toMatchObject({ selectable: false, lock: 'accomplished' });
    expect(said(closed.refusal ?? fail())).toBe('Mission accomplished');
  });
});

describe('one operation of a kind at a time', () => {
  it('holds a mission back for its duration after each deployment, fought or not', () => {
    const state = campaignWithSquad({ squadSize: 10, day: 20 });
    const sent = deploy(state, 'raid', ['soldier-2', 'soldier-3', 'soldier-4']);
    if (!sent.ok) throw new Error(said(sent.error));
    // Raid lasts 9 days: deployed on day 20, back on the board on day 29.
    const waiting = missionAvailability(sent.state, template('raid'));
    expect(waiting).toMatchObject({ selectable: false, lock: 'redeploy_wait' });
    expect(said(waiting.refusal ?? fail())).toBe('Available again on Day 29');
    expect(spoken(deploy(sent.state, 'raid', ['soldier-5', 'soldier-6', 'soldier-7']))).toEqual({
      ok: false,
      error: { code: 'mission_locked', message: 'Available again on Day 29' },
    });
    expect(missionAvailability({ ...sent.state, day: 28 }, template('raid')).selectable).toBe(false);
    expect(redeployDay({ ...sent.state, day: 29 }, template('raid'))).toBeNull();
    // Other missions are not held back.
    expect(missionAvailability(sent.state, template('sabotage')).selectable).toBe(true);
    // A fought Vanguard ends the day it is fought, yet the next one waits its 20 days.
    const fought = withMissionInField(state, 'vanguard', { mode: 'manual' });
    const done: GameState = {
      ...fought.state,
      missions: fought.state.missions.map((m) => ({ ...m, status: 'Completed' as const, success: true })),
      squad: state.squad,
    };
    expect(said(missionAvailability(done, template('vanguard')).refusal ?? fail())).toBe('Available again on Day 40');
  });
});

describe('deployMission', () => {
  it('marks the squad On Mission and adds an Active mission counting the template days', () => {
    const state = campaignWithSquad({ squadSize: 4 });
    const ids = ['soldier-2', 'soldier-3', 'soldier-4'];
    const result = deploy(state, 'raid', ids);
    if (!result.ok) throw new Error(said(result.error));
    const mission = result.state.missions[0];
    expect(mission).toMatchObject({
      id: `mission-${state.nextId}`,
      templateId: 'raid',
      mode: 'auto',
      squad: ids,
      daysRemaining: 9,
      status: 'Active',
      deployedOnDay: 1,
    });
    expect(result.state.nextId).toBe(state.nextId + 1);
    expect(result.state.squad.filter((s) => s.status === 'On Mission').map((s) => s.id)).toEqual(ids);
    const [deployed] = result.entries;
    expect(deployed).toMatchObject({ kind: 'mission_deployed', templateId: 'raid', soldiers: 3 });
    expect(deployed && wordReportEntry(THEMES.vanilla, deployed).text).toBe('3 soldiers deployed on Raid');
  });

  it('refuses a locked mission and a thin roster with the spec messages', () => {
    const state = campaignWithSquad({ squadSize: 4, day: 10 });
    const ids = state.squad.map((s) => s.id);
    expect(spoken(deploy(state, 'vanguard', ids, 'manual'))).toEqual({
      ok: false,
      error: { code: 'mission_locked', message: 'Unlocks on Day 15' },
    });
    expect(spoken(deploy({ ...state, day: 15 }, 'vanguard', ids, 'manual'))).toEqual({
      ok: false,
      error: { code: 'not_enough_soldiers', message: 'Need at least 5 available soldiers' },
    });
  });

  it('refuses a mode the tier does not allow', () => {
    const state = campaignWithSquad({ squadSize: 6, day: 15 });
    expect(deploy(state, 'patrol', ['soldier-2', 'soldier-3'], 'manual')).toMatchObject({
      ok: false,
      error: { code: 'invalid_mode' },
    });
    const six = state.squad.map((s) => s.id);
    expect(deploy(state, 'vanguard', six, 'auto')).toMatchObject({ ok: false, error: { code: 'invalid_mode' } });
    expect(deploy(state, 'vanguard', six, 'manual').ok).toBe(true);
  });

  it('needs a squad between minSquad and maxSquad, each soldier once', () => {
    const state = campaignWithSquad({ squadSize: 6 });
    const ids = state.squad.map((s) => s.id);
    expect(spoken(deploy(state, 'raid', ids.slice(0, 2)))).toMatchObject({
      ok: false,
      error: { code: 'invalid_squad', message: 'Select 3 to 5 soldiers for Raid' },
    });
    expect(deploy(state, 'raid', ids)).toMatchObject({ ok: false, error: { code: 'invalid_squad' } });
    expect(deploy(state, 'raid', [ids[0] ?? '', ids[0] ?? '', ids[1] ?? ''])).toMatchObject({
      ok: false,
      error: { code: 'invalid_squad' },
    });
    expect(deploy(state, 'raid', ids.slice(0, 5)).ok).toBe(true);
  });

  it('refuses a wounded or deployed soldier', () => {
    const base = campaignWithSquad({ squadSize: 4 });
    const state: GameState = {
      ...base,
      squad: base.squad.map((s) => (s.id === 'soldier-2' ? { ...s, status: 'Wounded', health: 70 } : s)),
    };
    const result = deploy(state, 'patrol', ['soldier-2', 'soldier-3']);
    expect(result).toMatchObject({ ok: false, error: { code: 'soldier_unavailable' } });
    const first = deploy(base, 'patrol', ['soldier-2', 'soldier-3']);
    if (!first.ok) throw new Error('first deploy');
    expect(deploy(first.state, 'supply_run', ['soldier-3'])).toMatchObject({
      ok: false,
      error: { code: 'soldier_unavailable' },
    });
  });

  it('rolls nothing and leaves the input untouched', () => {
    const state = campaignWithSquad({ squadSize: 4 });
    const before = JSON.stringify(state);
    const generator = Rng.fromSeed(8);
    const draws = generator.state();
    deployMission(
      state,
      { type: 'deployMission', templateId: 'patrol', soldierIds: ['soldier-2', 'soldier-3'], mode: 'auto' },
      generator,
    );
    expect(generator.state()).toEqual(draws);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('missionOdds', () => {
  it('gives the success chance, the base casualty chance and the expected number hurt', () => {
    const state = campaignWithSquad({ squadSize: 3, freshPrivates: true });
    const odds = missionOdds(
      state,
      'raid',
      state.squad.map((s) => s.id),
    );
    // 70% success; Medium 25%: 12.5% per soldier on success, 37.5% on failure → 3 × 0.2 = 0.6.
    expect(odds).toMatchObject({ successChance: 70, casualtyChance: 25, expectedCasualties: 0.6 });
    // Its parts: Raid's 70, fresh Privates' 50 rating adds nothing, normal difficulty shifts 0.
    expect(odds?.successParts).toMatchObject({
      base: 70,
      squadRating: 50,
      squadTerm: 0,
      difficultyShift: 0,
      chance: 70,
    });
    expect(missionOdds(state, 'nope', [])).toBeNull();
  });
});

describe('battle results (manual missions)', () => {
  function inBattle(templateId: string, day = 1) {
    const state = campaignWithSquad({ squadSize: 6, day, freshPrivates: true });
    return withMissionInField(state, templateId, { mode: 'manual' });
  }

  function complete(state: GameState, missionId: string, log: FoughtLog['log']) {
    return applyAction(state, { type: 'completeBattle', missionId, log });
  }

  it('costs the day it is fought: the survivors are back that day, and the mission waits out its duration (issue 26)', () => {
    const { state: fielded, mission } = inBattle('raid', 10);
    const { state, log } = foughtLog(fielded, mission.id, { victory: true });
    const result = complete(state, mission.id, log);
    if (!result.ok) throw new Error(said(result.error));
    expect(result.state.day).toBe(10);
    expect(result.state.missions[0]).toMatchObject({ status: 'Completed', completedOnDay: 10 });
    // Nobody is kept away: every survivor can be chosen again today (wounds aside).
    const squad = result.state.squad.filter((s) => mission.squad.includes(s.id));
    expect(squad.some((s) => s.status === 'On Mission')).toBe(false);
    // The same operation is back on the board when its days have passed, as after an auto Raid.
    expect(redeployDay(result.state, template('raid'))).toBe(10 + template('raid').durationDays);
  });

  it('uses the after-action xp base: 100 campaign or hard, 50 complex or medium, else 25', () => {
    expect(battleExperienceBase(template('supply_run'))).toBe(25);
    expect(battleExperienceBase(template('raid'))).toBe(50);
    expect(battleExperienceBase(template('assassination'))).toBe(100);
    expect(battleExperienceBase(template('vanguard'))).toBe(100);
  });

  it('maps battle HP back to campaign health proportionally', () => {
    expect(healthAfterBattle(100, 3)).toBe(60);
    expect(healthAfterBattle(80, 3)).toBe(48);
    expect(healthAfterBattle(120, 5)).toBe(120);
    expect(healthAfterBattle(100, 9)).toBe(100);
  });

  it('deploying a manual mission draws its battle seed from the campaign generator; auto draws none', () => {
    const state = campaignWithSquad({ squadSize: 6 });
    const ids = state.squad.slice(0, 3).map((s) => s.id);
    const manual = deploy(state, 'raid', ids, 'manual');
    const auto = deploy(state, 'raid', ids, 'auto');
    if (!manual.ok || !auto.ok) throw new Error('deploy refused');
    expect(manual.state.missions[0]?.battleSeed).toEqual(expect.any(Number));
    expect(auto.state.missions[0]?.battleSeed).toBeUndefined();
    const again = deploy(state, 'raid', ids, 'manual');
    expect(again.ok && again.state.missions[0]?.battleSeed).toBe(manual.state.missions[0]?.battleSeed);
  });

  it('a manual deploy carrying a 128-bit battle seed keeps it and draws nothing from the campaign generator', () => {
    const state = campaignWithSquad({ squadSize: 6 });
    const ids = state.squad.slice(0, 3).map((s) => s.id);
    const seed = '0123456789abcdef0123456789abcdef';
    const generator = rng();
    const before = generator.state();
    const sent = deployMission(
      state,
      { type: 'deployMission', templateId: 'raid', soldierIds: ids, mode: 'manual', battleSeed: seed },
      generator,
    );
    if (!sent.ok) throw new Error('deploy refused');
    expect(sent.state.missions[0]?.battleSeed).toBe(seed);
    expect(generator.state()).toEqual(before);
    // The battle is built from that seed.
    const setup = battleSetupFor(sent.state, sent.state.missions[0]?.id ?? '');
    expect(setup?.seed).toBe(seed);
  });

  it('on victory applies exactly the outcome the engine replayed: health, xp, KIA and rewards', () => {
    const { state: fielded, mission } = inBattle('raid');
    const { state, log, battle } = foughtLog(fielded, mission.id, { victory: true, withLosses: true });
    const outcome = battleOutcome(battle);
    if (!outcome) throw new Error('unfinished');
    const result = complete(state, mission.id, log);
    if (!result.ok) throw new Error(said(result.error));
    for (const fought of outcome.soldiers) {
      const before = state.squad.find((s) => s.id === fought.soldierId);
      const after = result.state.squad.find((s) => s.id === fought.soldierId);
      if (!before || !after) throw new Error('soldier');
      if (fought.survived) {
        expect(after.health).toBe(healthAfterBattle(before.maxHealth, fought.finalHp));
        expect(after.experience - before.experience).toBe(battleExperienceBase(template('raid')) + 10 * fought.kills);
        expect(after.missionsCompleted).toBe(before.missionsCompleted + 1);
      } else {
        expect(after).toMatchObject({ health: 0, status: 'KIA', experience: before.experience });
      }
    }
    expect(result.state.resources.funds - state.resources.funds).toBe(8000);
    expect(result.state.reputation).toBe(15);
    expect(result.state.missions[0]).toMatchObject({ status: 'Completed', success: true, completedOnDay: 1 });
    expect(result.state.missions[0]?.rewards?.xp).toBe(outcome.rewards.xp);
    expect(result.report.entries.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['mission_success', 'soldier_kia']),
    );
  });

  it('an aborted battle is a defeat: no rewards and no xp, the squad comes home as it stood', () => {
    const { state, mission } = inBattle('raid');
    const { log } = abortedLog(state, mission.id);
    const result = complete(state, mission.id, log);
    if (!result.ok) throw new Error(said(result.error));
    expect(result.state.resources).toEqual(state.resources);
    expect(result.state.squad.filter((s) => mission.squad.includes(s.id))).toEqual(
      expect.arrayContaining([expect.objectContaining({ experience: 0, status: 'Ready' })]),
    );
    const [failed] = result.report.entries;
    expect(failed).toMatchObject({ kind: 'mission_failed', templateId: 'raid' });
    expect(failed && wordReportEntry(THEMES.vanilla, failed).text).toBe('Raid has failed');
  });

  it('refuses a log for a mission not waiting for one, a changed, illegal or unfinished log, and changes nothing', () => {
    const { state: fielded, mission } = inBattle('raid');
    const { state, log } = foughtLog(fielded, mission.id, { victory: true });
    expect(complete(state, 'mission-999', log)).toMatchObject({ ok: false, error: { code: 'mission_not_active' } });
    const auto = withMissionInField(campaignWithSquad({ squadSize: 3 }), 'raid', { mode: 'auto' });
    expect(complete(auto.state, auto.mission.id, log)).toMatchObject({
      ok: false,
      error: { code: 'mission_not_active' },
    });
    // Truncated: the battle has not ended.
    expect(complete(state, mission.id, log.slice(0, -1))).toMatchObject({
      ok: false,
      error: { code: 'battle_not_finished' },
    });
    // Tampered: a checksum that does not match names the action.
    const tampered = log.map((entry, i) => (i === 3 ? { ...entry, checksum: '00000000' } : entry));
    expect(spoken(complete(state, mission.id, tampered))).toMatchObject({
      ok: false,
      error: { code: 'invalid_battle_log', message: expect.stringContaining('Battle action 4') },
    });
    // Illegal: an action the rules refuse.
    const illegal = [{ action: { type: 'shoot' as const, x: 0, y: 0 }, checksum: '00000000' }, ...log];
    expect(spoken(complete(state, mission.id, illegal))).toMatchObject({
      ok: false,
      error: { code: 'invalid_battle_log', message: 'Battle action 1 was refused: Select a unit first' },
    });
  });

  it('a chapter key mission victory tells the chapter success story', () => {
    const { state: fielded, mission } = inBattle('operation_breakwater', 21);
    const { state, log } = foughtLog(fielded, mission.id, { victory: true });
    const result = complete(state, mission.id, log);
    if (!result.ok) throw new Error(said(result.error));
    const story = result.report.entries.filter((e) => e.kind === 'story');
    expect(story.map((e) => wordReportEntry(THEMES.vanilla, e).title)).toContain('The Wall Held');
    expect(result.state.victory).toBe(false);
  });

  it('the chapter-4 key mission victory wins the campaign; its defeat does not end it', () => {
    const { state: fielded, mission } = inBattle('operation_last_stand', 147);
    const lost = complete(fielded, mission.id, abortedLog(fielded, mission.id).log);
    expect(lost.ok && lost.state.gameOver).toBe(false);
    const { state, log } = foughtLog(fielded, mission.id, { victory: true });
    const result = complete(state, mission.id, log);
    if (!result.ok) throw new Error(said(result.error));
    expect(result.state).toMatchObject({ victory: true, gameOver: true });
    expect(result.report.entries.at(-1)).toMatchObject({ kind: 'victory' });
  });

  it('describes the battle for the battle screen in ids and numbers, no universe words', () => {
    const { mission } = inBattle('raid');
    expect(battleMissionFor(mission)).toEqual({
      missionId: mission.id,
      templateId: 'raid',
      difficulty: 'medium',
      type: 'complex',
      rewards: { funds: 8000, intel: 15, xp: 50 },
    });
  });

  it('builds the same battle in every universe, so a word changed in one breaks no log (issue 25)', () => {
    const { state, mission } = inBattle('raid');
    const vanilla = battleSetupFor(state, mission.id);
    const themed = battleSetupFor({ ...state, theme: 'devastators' as const }, mission.id);
    expect(themed).toEqual(vanilla);
    expect(JSON.stringify(vanilla)).not.toMatch(/Kessel|Boiler Raid/);
  });
});

describe('through applyAction', () => {
  it('a supply run deployed on day 1 comes home on day 3', () => {
    const start = campaignWithSquad({ squadSize: 4 });
    const deployed = applyAction(start, {
      type: 'deployMission',
      templateId: 'supply_run',
      soldierIds: ['soldier-2'],
      mode: 'auto',
    });
    if (!deployed.ok) throw new Error(said(deployed.error));
    const day2 = applyAction(deployed.state, { type: 'advanceDay' });
    if (!day2.ok) throw new Error(said(day2.error));
    expect(day2.state.missions[0]).toMatchObject({ status: 'Active', daysRemaining: 1 });
    const day3 = applyAction(day2.state, { type: 'advanceDay' });
    if (!day3.ok) throw new Error(said(day3.error));
    expect(day3.state.missions[0]).toMatchObject({ status: 'Completed', completedOnDay: 3 });
    expect(day3.report.entries.some((e) => e.kind === 'mission_success' || e.kind === 'mission_failed')).toBe(true);
  });
});
