/**
 * Issue 34 item 1: the balance panel's simple commander and key-mission rusher play as described
 * (tools/panel-commanders.ts): the rusher fights Operation Breakwater the day it unlocks (day 21),
 * the simple commander three days before its day-30 deadline; both by hand, both leave fight-only
 * side missions alone and research the cheapest project first.
 */
import { describe, expect, it } from 'vitest';
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
