/**
 * The day cycle and a new campaign take events and story from the campaign's theme. Only vanilla
 * has its own content today, so a stand-in archbound pool and story (mocked here) prove the wiring.
 */
import { describe, expect, it, vi } from 'vitest';
import { THEMES } from '../content/themes/index';
import { wordLogEvent, wordReportEntry } from '../content/themes/wording';
import type { EventDefinition } from './events';
import type { StoryChapter } from './story';
import { said } from './test-support';
import type { ThemeId } from './types';

const ARCHBOUND_ONLY: EventDefinition = {
  id: 'archbound_bell',
  category: 'scheduled',
  title: 'The Bell Tolls',
  description: 'The archive bell rings at every dawn.',
  narrative: 'Every dawn.',
  rewards: { funds: 0, supplies: 0, intel: 1 },
  cost: { supplies: 0 },
  tags: [],
  schedulePattern: { everyDays: 1 },
  flags: { threat: false, bonus: true },
};

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
    eventPoolFor: (theme: ThemeId) => (theme === 'archbound' ? [ARCHBOUND_ONLY] : real.eventPoolFor(theme)),
    storyFor: (theme: ThemeId) => (theme === 'archbound' ? archboundStory : real.storyFor(theme)),
  };
});

const { newCampaign } = await import('./new-campaign');
const { applyAction } = await import('./apply-action');

describe('theme-aware content', () => {
  it("starts an archbound campaign with archbound's story and draws its days from archbound's pool", () => {
    const state = newCampaign({ name: 'Stacks', difficulty: 'normal', theme: 'archbound', seed: 3 });
    const titles = state.events.map((e) => wordLogEvent(THEMES.archbound, e).title);
    expect(titles).toEqual(['Chapter 1: The Sealed Stacks', 'The Gate Opens']);
    const next = applyAction(state, { type: 'advanceDay' });
    if (!next.ok) throw new Error(said(next.error));
    const events = next.report.entries
      .filter((e) => e.kind === 'event')
      .map((e) => wordReportEntry(THEMES.archbound, e).title);
    expect(events).toEqual(['The Bell Tolls']);
  });

  it('keeps vanilla campaigns on the vanilla content', () => {
    const state = newCampaign({ name: 'Watch', difficulty: 'normal', theme: 'vanilla', seed: 3 });
    expect(state.events.map((e) => wordLogEvent(THEMES.vanilla, e).title)).toEqual(['Chapter 1: Dig In', 'Arrival']);
  });
});
