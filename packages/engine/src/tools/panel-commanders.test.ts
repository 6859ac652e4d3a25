/**
 * Issue 34 item 1: the balance panel's simple commander and key-mission rusher play as described
 * (tools/panel-commanders.ts): the rusher fights Operation Breakwater the day it unlocks (day 21),
 * the simple commander three days before its day-30 deadline; both by hand, both leave fight-only
 * side missions alone and research the cheapest project first.
 */
import { describe, expect, it } from 'vitest';
import { playEndlessSeed, playSeed, playSeedAndEndless } from './balance-figures';
import { runCampaign } from './run-campaign';

describe('the panel’s simple commander and key-mission rusher', () => {
  for (const [commander, day] of [
    ['rusher', 21],
    ['simple', 27],
  ] as const) {
    it(`${commander}: sends Operation Breakwater by hand on day ${day}, no fight-only side mission, cheapest research first`, () => {
      const run = runCampaign({ seed: 3, days: 32, commander, attemptFinalMission: false, recordActions: true });
      const breakwater = run.state.missions.filter((m) => m.templateId === 'operation_breakwater');
      expect(breakwater[0]?.deployedOnDay).toBe(day);
      expect(breakwater[0]?.mode).toBe('manual');
      expect(run.state.missions.some((m) => m.templateId === 'vanguard' || m.templateId === 'liberation')).toBe(false);
      // Field Medicine and Basic Recon (6,000 funds) come before Weapon Training (7,000) and Basic Armor (8,000).
      const first = run.actions.find((a) => a.type === 'startResearch');
      expect(first?.type === 'startResearch' && ['field_medicine', 'basic_recon'].includes(first.projectId)).toBe(true);
    });
  }
});

describe('a seed and its endless run played together (the balance panel’s speed)', () => {
  // Until a commander first asks whether to try the final mission, the endless run's days are the
  // campaign's own: balance forks the endless run there, and must get what a run from day 1 gets.
  for (const commander of ['naive', 'simple', 'rusher'] as const) {
    it(`${commander}: the forked endless run and the campaign match the runs played apart`, () => {
      const choice = { commander, waitBreakwater: false };
      for (const [seed, difficulty] of [
        [1, 'easy'],
        [2, 'hard'],
      ] as const) {
        const both = playSeedAndEndless(seed, difficulty, choice);
        expect(both.outcome).toEqual(playSeed(seed, difficulty, choice));
        expect(both.endless).toEqual(playEndlessSeed(seed, difficulty, choice));
        // The samples reach day 200 unless the campaign ended before (Last Stand unlocks on day 147).
        expect(both.endless.samples.length).toBeGreaterThan(0);
      }
    });
  }
});
