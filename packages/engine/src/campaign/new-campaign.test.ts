import { describe, expect, it } from 'vitest';
import { THEMES } from '../words/index';
import { wordLogEvent } from '../words/wording';
import { firstName, newCampaign, STARTING_FUNDS } from './new-campaign';
import { must } from './test-support';
import { THEME_IDS } from './types';

describe('newCampaign', () => {
  const options = { name: '  Iron Watch ', difficulty: 'normal', theme: 'vanilla', seed: 7 } as const;

  it('starts on day 1 with the Command Center at (2,2) and four soldiers', () => {
    const state = newCampaign(options);
    expect(state.day).toBe(1);
    expect(state.name).toBe('Iron Watch');
    expect(state.facilities).toHaveLength(1);
    expect(state.facilities[0]).toMatchObject({ type: 'command', row: 2, col: 2, level: 1, isActive: true });
    expect(state.squad.map((s) => s.rank)).toEqual(['Sergeant', 'Corporal', 'Private', 'Private']);
    expect(state.squad.every((s) => s.health === 100 && s.status === 'Ready')).toBe(true);
  });

  it("opens the log with chapter 1 and day 1's beat, which ADVANCE DAY never plays again", () => {
    const state = newCampaign(options);
    const worded = state.events.map((e) => ({ ...e, ...wordLogEvent(THEMES.vanilla, e) }));
    expect(worded.map((e) => [e.id, e.type, e.day, e.title])).toEqual([
      ['event-6', 'story', 1, 'Chapter 1: Dig In'],
      ['event-7', 'story', 1, 'Arrival'],
    ]);
    expect(worded[1]?.text).toContain('Colonel Mara Voss: "You have one job, Commander.');
    expect(state.nextId).toBe(8);
    const next = must(state, { type: 'advanceDay' });
    expect(next.events.filter((e) => wordLogEvent(THEMES.vanilla, e).title === 'Arrival')).toHaveLength(1);
  });

  it('gives starting funds by difficulty', () => {
    for (const difficulty of ['easy', 'normal', 'hard'] as const) {
      expect(newCampaign({ ...options, difficulty }).resources.funds).toBe(STARTING_FUNDS[difficulty]);
    }
    expect(STARTING_FUNDS).toEqual({ easy: 35000, normal: 25000, hard: 15000 });
  });

  it('is deterministic for a seed and varies names across seeds', () => {
    expect(JSON.stringify(newCampaign(options))).toBe(JSON.stringify(newCampaign(options)));
    const names = new Set(Array.from({ length: 20 }, (_, seed) => newCampaign({ ...options, seed }).squad[0]?.name));
    expect(names.size).toBeGreaterThan(5);
  });

  it.each(THEME_IDS)("names the %s squad and its recruits from the universe's own list", (theme) => {
    const { first, last } = THEMES[theme].soldierNames;
    const fromList = (name: string) => {
      const [given, family] = name.split(' ');
      return first.includes(given ?? '') && last.includes(family ?? '');
    };
    for (const seed of [1, 2, 3]) {
      const state = newCampaign({ ...options, theme, seed });
      const recruited = must(state, { type: 'recruit' });
      for (const soldier of recruited.squad) expect(fromList(soldier.name), soldier.name).toBe(true);
    }
  });
});

describe('soldier names', () => {
  it('never gives a new soldier the name of a living one', () => {
    for (let seed = 1; seed <= 300; seed++) {
      let state = newCampaign({ name: 'Names', difficulty: 'easy', theme: 'vanilla', seed });
      state = { ...state, resources: { ...state.resources, funds: 1_000_000 } };
      for (let i = 0; i < 12; i++) {
        state = must(state, { type: 'recruit' });
      }
      const names = state.squad.map((s) => s.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it.each(THEME_IDS)('gives no two soldiers of a %s starting squad the same first name', (theme) => {
    for (let seed = 1; seed <= 300; seed++) {
      const first = newCampaign({ name: 'Names', difficulty: 'normal', theme, seed }).squad.map((s) =>
        firstName(s.name),
      );
      expect(new Set(first).size, `seed ${seed}: ${first.join(', ')}`).toBe(first.length);
    }
  });

  it('gives a recruit a first name no living soldier carries while the list has one free', () => {
    for (let seed = 1; seed <= 100; seed++) {
      let state = newCampaign({ name: 'Names', difficulty: 'easy', theme: 'vanilla', seed });
      state = { ...state, resources: { ...state.resources, funds: 1_000_000 } };
      for (let i = 0; i < 6; i++) state = must(state, { type: 'recruit' });
      const first = state.squad.map((s) => firstName(s.name));
      expect(new Set(first).size, `seed ${seed}: ${first.join(', ')}`).toBe(first.length);
    }
  });
});
