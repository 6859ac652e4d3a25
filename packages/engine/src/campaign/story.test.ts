import { describe, expect, it } from 'vitest';
import { keyMissionForChapter, missionTemplate } from '../content/missions';
import { storyFor } from '../words/content';
import { THEMES } from '../words/index';
import { wordReportEntry } from '../words/wording';
import { campaignWithSquad } from './missions.fixture';
import { applyStoryBeats, type ChapterNumber, chapterForDay, STORY_BEAT_DAYS, storyBeatForDay } from './story';

describe('chapterForDay', () => {
  it('days 1-30 chapter 1, 31-70 chapter 2, 71-110 chapter 3, 111 on chapter 4', () => {
    expect([1, 30, 31, 70, 71, 110, 111, 147, 400].map(chapterForDay)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 4]);
  });
});

const VANILLA_STORY = storyFor('vanilla');

describe('the vanilla story', () => {
  it('has four chapters with beats on the spec days', () => {
    expect(STORY_BEAT_DAYS).toEqual({
      1: [1, 7, 14, 21],
      2: [31, 42, 54, 66],
      3: [71, 83, 95, 107],
      4: [111, 123, 135, 147],
    });
    expect(VANILLA_STORY.map((c) => c.chapter)).toEqual([1, 2, 3, 4]);
    for (const chapter of VANILLA_STORY) {
      expect(chapter.storyBeats.map((b) => b.day)).toEqual(STORY_BEAT_DAYS[chapter.chapter]);
      for (const beat of chapter.storyBeats) expect(chapterForDay(beat.day)).toBe(chapter.chapter);
      expect(chapter.openingNarrative.length).toBeGreaterThan(50);
      expect(chapter.failureState.title).not.toBe('');
      expect(chapter.successState.title).not.toBe('');
    }
    expect(VANILLA_STORY[0]?.failureState.description).toContain('40%');
  });

  it('announces each chapter key mission on its unlock day (about 21, 66, 95, 147)', () => {
    const triggers = VANILLA_STORY.flatMap((c) =>
      c.storyBeats
        .filter((b) => b.missionTrigger)
        .map((b) => ({ chapter: c.chapter, day: b.day, id: b.missionTrigger })),
    );
    expect(triggers.map((t) => t.day)).toEqual([21, 66, 95, 147]);
    for (const trigger of triggers) {
      const template = missionTemplate(trigger.id ?? '');
      expect(template).toMatchObject({
        keyMission: true,
        chapter: trigger.chapter,
        unlockDay: trigger.day,
        tier: 'campaign',
      });
      expect(keyMissionForChapter(trigger.chapter as ChapterNumber)?.id).toBe(trigger.id);
    }
  });
});

describe('storyBeatForDay', () => {
  it('finds the beat of a beat day and nothing on other days', () => {
    expect(storyBeatForDay(7)?.beat.id).toBe('first_contact');
    expect(storyBeatForDay(95)?.beat.missionTrigger).toBe('operation_nightfall');
    expect(storyBeatForDay(8)).toBeNull();
    expect(storyBeatForDay(30)).toBeNull();
  });
});

describe('applyStoryBeats', () => {
  it('logs the beat as a story report entry and a story campaign event', () => {
    const state = campaignWithSquad({ day: 14 });
    const step = applyStoryBeats(state);
    expect(step.entries).toHaveLength(1);
    const beat = step.entries[0];
    if (!beat) throw new Error('no entry');
    expect(beat).toMatchObject({ kind: 'story', story: 'beat', chapter: 1 });
    expect(wordReportEntry(THEMES.vanilla, beat).title).toBe('Eyes in the Hills');
    expect(wordReportEntry(THEMES.vanilla, beat).text).toContain('Captain Idris Okafor: "');
    // The campaign already logged day 1's beat; the new beat is the one entry added.
    const added = step.state.events.slice(state.events.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      type: 'story',
      day: 14,
      fact: {
        kind: 'story',
        story: 'beat',
        chapter: 1,
        beatId: beat.kind === 'story' && beat.story === 'beat' ? beat.beatId : '',
      },
      resourceChanges: null,
    });
  });

  it('opens a chapter on its first day', () => {
    const state = campaignWithSquad({ day: 31 });
    const step = applyStoryBeats(state);
    expect(step.entries.map((e) => wordReportEntry(THEMES.vanilla, e).title)).toEqual([
      'Chapter 2: Static',
      'Aftermath',
    ]);
    expect(step.state.events.slice(state.events.length).map((e) => e.id)).toEqual([
      `event-${state.nextId}`,
      `event-${state.nextId + 1}`,
    ]);
  });

  it('does nothing on an ordinary day or when today’s beat is already logged', () => {
    const quiet = campaignWithSquad({ day: 15 });
    expect(applyStoryBeats(quiet)).toEqual({ state: quiet, entries: [] });
    const once = applyStoryBeats(campaignWithSquad({ day: 147 })).state;
    expect(applyStoryBeats(once)).toEqual({ state: once, entries: [] });
  });

  it('reads a log saved before facts: a beat logged as text is not logged again', () => {
    const state = campaignWithSquad({ day: 14 });
    const beat = storyFor('vanilla')[0]?.storyBeats.find((b) => b.day === 14);
    if (!beat) throw new Error('no beat on day 14');
    const saved = {
      ...state,
      events: [
        ...state.events,
        {
          id: 'event-90',
          type: 'story' as const,
          title: beat.title,
          description: 'Saved as text.',
          day: 14,
          resourceChanges: null,
        },
      ],
    };
    expect(applyStoryBeats(saved)).toEqual({ state: saved, entries: [] });
  });
});
