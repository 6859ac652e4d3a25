/**
 * The day cycle and a new campaign take the story from the campaign's universe (a stand-in archbound
 * story, mocked here, proves the wiring); the events are content, one pool for every universe, and
 * the universe only words them (issue 25 item 4).
 */
import { describe, expect, it, vi } from 'vitest';
import { ARCHBOUND_EVENT_WORDS } from '../content/themes/archbound/events';
import { THEMES } from '../content/themes/index';
import { wordLogEvent, wordReportEntry } from '../content/themes/wording';
import type { StoryChapter } from './story';
import { said } from './test-support';
import type { ThemeId } from './types';

vi.mock('../content/themes/content', async (importOriginal) => {
  const real = await importOriginal<typeof import('../content/themes/content')>();
  const archboundStory: StoryChapter[] = real.storyFor('vanilla').map((chapter) =>
    chapter.chapter === 1
      ? {
          ...chapter,
          title: 'The Sealed Stacks',
          storyBeats: chapter.storyBeats.map((b) => (b.day === 1 ? { ...b, title: 'The Gate Opens' } : b)),
        }
      : chapter,
  );
  return {
    ...real,
    storyFor: (theme: ThemeId) => (theme === 'archbound' ? archboundStory : real.storyFor(theme)),
  };
});

const { newCampaign } = await import('./new-campaign');
const { applyAction } = await import('./apply-action');

describe('theme-aware content', () => {
  it("starts an archbound campaign with archbound's story and words the content's events in archbound's words", () => {
    const state = newCampaign({ name: 'Stacks', difficulty: 'normal', theme: 'archbound', seed: 3 });
    const titles = state.events.map((e) => wordLogEvent(THEMES.archbound, e).title);
    expect(titles).toEqual(['Chapter 1: The Sealed Stacks', 'The Gate Opens']);
    let day = state;
    const fired: string[] = [];
    for (let i = 0; i < 6; i++) {
      const next = applyAction(day, { type: 'advanceDay' });
      if (!next.ok) throw new Error(said(next.error));
      day = next.state;
      for (const e of next.report.entries)
        if (e.kind === 'event') {
          fired.push(e.eventId);
          expect(wordReportEntry(THEMES.archbound, e).title).toBe(
            ARCHBOUND_EVENT_WORDS[e.eventId as keyof typeof ARCHBOUND_EVENT_WORDS].title,
          );
        }
    }
    // Day 3 and day 6: the perimeter sweep slot, by its content id, worded as archbound words it.
    expect(fired).toContain('perimeter_sweep');
  });

  it('keeps vanilla campaigns on the vanilla content', () => {
    const state = newCampaign({ name: 'Watch', difficulty: 'normal', theme: 'vanilla', seed: 3 });
    expect(state.events.map((e) => wordLogEvent(THEMES.vanilla, e).title)).toEqual(['Chapter 1: Dig In', 'Arrival']);
  });
});
