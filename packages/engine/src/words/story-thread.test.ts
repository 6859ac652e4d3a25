/** Spec §3 "Story thread" (issue 26 item 1): every universe tells its story as one thread. */
import { describe, expect, it } from 'vitest';
import { campaignWithSquad, withMissionInField } from '../campaign/missions.fixture';
import { keyEventStatus } from '../campaign/story';
import { THEME_IDS } from '../content/ids';
import { STORY_KEY_EVENTS } from '../content/story-key-events';
import { storyFor, storyThreadFor } from './content';
import { THEMES } from './index';
import { missionWords } from './mission-words';

describe('the story thread', () => {
  it.each(THEME_IDS)(
    '%s has its own thread: title, description, its four chapters and the four key missions',
    (theme) => {
      const thread = storyThreadFor(theme);
      expect(thread.id).toMatch(/^[a-z_]+$/);
      expect(thread.title.length).toBeGreaterThan(5);
      expect(thread.description.length).toBeGreaterThan(60);
      expect(thread.chapters).toBe(storyFor(theme));
      expect(thread.keyEvents.map((e) => [e.chapter, e.day])).toEqual([
        [1, 21],
        [2, 66],
        [3, 95],
        [4, 147],
      ]);
      // Each key event is the mission the chapter's beat announces, named in the universe's words.
      for (const event of thread.keyEvents) {
        const announced = thread.chapters[event.chapter - 1]?.storyBeats.find((b) => b.missionTrigger);
        expect(announced?.missionTrigger).toBe(event.missionId);
        expect(missionWords(THEMES[theme], event.missionId).name).not.toBe('');
      }
    },
  );

  it('no two universes share a thread id or title', () => {
    const threads = THEME_IDS.map(storyThreadFor);
    expect(new Set(threads.map((t) => t.id)).size).toBe(4);
    expect(new Set(threads.map((t) => t.title)).size).toBe(4);
  });
});

describe('keyEventStatus', () => {
  const [breakwater, ironVeil] = STORY_KEY_EVENTS;
  if (!breakwater || !ironVeil) throw new Error('no key events');

  it('is ahead before its day, open from it, in the field once sent, missed once its chapter is over', () => {
    expect(keyEventStatus(campaignWithSquad({ day: 20 }), breakwater)).toBe('ahead');
    expect(keyEventStatus(campaignWithSquad({ day: 21 }), breakwater)).toBe('open');
    const sent = withMissionInField(campaignWithSquad({ day: 22 }), breakwater.missionId, { mode: 'manual' }).state;
    expect(keyEventStatus(sent, breakwater)).toBe('in_field');
    expect(keyEventStatus(campaignWithSquad({ day: 31 }), breakwater)).toBe('missed');
  });

  it('is won after a win (even after losses) and lost after a loss', () => {
    const state = campaignWithSquad({ day: 70 });
    const run = (success: boolean, id: string) => ({
      id,
      templateId: ironVeil.missionId,
      mode: 'manual' as const,
      squad: [],
      daysRemaining: 0,
      status: 'Completed' as const,
      deployedOnDay: 67,
      completedOnDay: 67,
      success,
      casualties: [],
      rewards: null,
    });
    expect(keyEventStatus({ ...state, missions: [run(false, 'm1')] }, ironVeil)).toBe('lost');
    expect(keyEventStatus({ ...state, missions: [run(false, 'm1'), run(true, 'm2')] }, ironVeil)).toBe('won');
  });
});
