/**
 * Issue 23 item 5: every research project and every skill does something on the battlefield (the
 * `battle_*` modifiers of content/research.ts and content/skills.ts), through one path: the
 * campaign's battle setup gives each squad member a bonus (campaign/modifiers.ts `battleBonusFor`),
 * and createBattle applies it to the soldier's unit. Table-driven from content.
 */
import { describe, expect, it } from 'vitest';
import { createBattle } from '../battle/create';
import type { BattleSquadMember, BattleUnit } from '../battle/types';
import { BATTLE_RULES } from '../content/battle';
import type { ClassId } from '../content/ids';
import { BATTLE_MODIFIER_KINDS, type Modifier } from '../content/modifiers';
import { RESEARCH_PROJECTS } from '../content/research';
import { SKILLS } from '../content/skills';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { battleSetupFor } from './battle-mission';
import { healthAfterBattle } from './missions';
import { campaignWithSquad } from './missions.fixture';
import { battleBonusFor } from './modifiers';
import { must } from './test-support';
import type { ResearchRecord } from './types';

/** The projects and skills that are purely economic: they pay income and nothing else. */
const ECONOMIC_ONLY = new Set(['surveillance_network', 'cyber_warfare', 'scavenger']);

const isBattle = (m: Modifier) => (BATTLE_MODIFIER_KINDS as readonly string[]).includes(m.kind);

/** A support soldier of the class, carrying a medkit (so Medkit uses show), fit and whole. */
function member(classId: ClassId): BattleSquadMember & { unlockedSkills: string[] } {
  const base = sampleSquad(4, 1000).find((s) => s.classId === classId) ?? sampleSquad(1, 1000)[0];
  if (!base) throw new Error('no sample soldier');
  return { ...base, classId, unlockedSkills: [] };
}

function unitOf(squadMember: BattleSquadMember): BattleUnit {
  const battle = createBattle(sampleInput('medium', [squadMember]), 7);
  const found = battle.units.find((u) => u.id === squadMember.id);
  if (!found) throw new Error('no unit');
  return found;
}

const medkitUses = (unit: BattleUnit) => unit.abilities.find((a) => a.id === 'medkit')?.usesRemaining ?? 0;

/** What the battle_* modifiers should add to a unit of this class, summed by hand from content. */
function expected(modifiers: readonly Modifier[], classId: ClassId) {
  const sum = (kind: string) =>
    modifiers
      .filter((m) => m.kind === kind && (!('classId' in m) || !m.classId || m.classId === classId))
      .reduce((total, m) => total + ('amount' in m ? m.amount : 0), 0);
  return {
    maxHp: sum('battle_hp'),
    accuracy: sum('battle_accuracy'),
    maxDamage: sum('battle_damage'),
    armorDefense: sum('battle_defense') * BATTLE_RULES.armorDefensePerPoint,
    mobility: sum('battle_mobility'),
    medkit: sum('battle_medkit'),
  };
}

function difference(before: BattleUnit, after: BattleUnit) {
  return {
    maxHp: after.maxHp - before.maxHp,
    accuracy: after.accuracy - before.accuracy,
    maxDamage: after.maxDamage - before.maxDamage,
    armorDefense: after.armorDefense - before.armorDefense,
    mobility: after.mobility - before.mobility,
    medkit: medkitUses(after) - medkitUses(before),
  };
}

/** The class a content entry's battle effect shows on: its own class-only line's, else support. */
function classFor(modifiers: readonly Modifier[], fallback: ClassId): ClassId {
  for (const m of modifiers) if (isBattle(m) && 'classId' in m && m.classId) return m.classId;
  return fallback;
}

describe('research on the battlefield (issue 23)', () => {
  it.each(RESEARCH_PROJECTS.map((p) => [p.id, p] as const))('%s', (id, project) => {
    const battle = project.modifiers.filter(isBattle);
    if (ECONOMIC_ONLY.has(id)) {
      expect(battle).toEqual([]);
      return;
    }
    expect(battle.length).toBeGreaterThan(0);
    const classId = classFor(project.modifiers, 'support');
    const soldier = member(classId);
    const plain = unitOf(soldier);
    const boosted = unitOf({ ...soldier, bonus: battleBonusFor(project.modifiers, soldier) });
    const change = difference(plain, boosted);
    expect(change).toEqual(expected(project.modifiers, classId));
    expect(Object.values(change).some((v) => v > 0)).toBe(true);
    // A fit soldier starts the battle whole, whatever the battle HP.
    expect(boosted.hp).toBe(boosted.maxHp);
  });
});

describe('skills on the battlefield (issue 23)', () => {
  it.each(SKILLS.map((s) => [s.id, s] as const))('%s', (id, skill) => {
    const battle = skill.modifiers.filter(isBattle);
    if (ECONOMIC_ONLY.has(id)) {
      expect(battle).toEqual([]);
      return;
    }
    expect(battle.length).toBeGreaterThan(0);
    const soldier = member(skill.classId);
    const plain = unitOf({ ...soldier, bonus: battleBonusFor([], soldier) });
    const learned = { ...soldier, unlockedSkills: [skill.id] };
    const boosted = unitOf({ ...learned, bonus: battleBonusFor([], learned) });
    const change = difference(plain, boosted);
    expect(change).toEqual(expected(skill.modifiers, skill.classId));
    expect(Object.values(change).some((v) => v > 0)).toBe(true);
  });
});

describe('the battle a fought mission sets up (issue 23)', () => {
  const done = (projectId: string, day: number): ResearchRecord => ({
    projectId,
    progress: 100,
    completed: true,
    startedOnDay: 1,
    completedOnDay: day,
  });

  it('carries the research completed by the day the squad deployed, and not what completes later', () => {
    const base = campaignWithSquad({ squadSize: 6, difficulty: 'normal', day: 40 });
    const state = { ...base, research: [done('basic_armor', 40), done('weapon_training', 41)] };
    const sent = must(state, {
      type: 'deployMission',
      templateId: 'operation_breakwater',
      soldierIds: state.squad.map((s) => s.id),
      mode: 'manual',
    });
    const setup = battleSetupFor(sent, sent.missions.at(-1)?.id ?? '');
    for (const squadMember of setup?.input.squad ?? []) {
      expect(squadMember.bonus).toMatchObject({ hp: 1, accuracy: 0 });
    }
    const battle = setup ? createBattle(setup.input, setup.seed) : null;
    for (const unit of battle?.units.filter((u) => u.type === 'soldier') ?? []) {
      expect(unit.maxHp).toBe(BATTLE_RULES.soldierMaxHp + 1);
    }
    expect(setup?.input.squad).toHaveLength(6);
  });

  it('maps battle HP back to health out of the soldier’s battle max HP', () => {
    expect(healthAfterBattle(100, 3, 6)).toBe(50);
    expect(healthAfterBattle(100, 6, 6)).toBe(100);
    expect(healthAfterBattle(100, 5)).toBe(100);
  });
});
