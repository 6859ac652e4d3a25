/**
 * The story and the events are content, one schedule for every universe: the day cycle and a new
 * campaign log a story beat and an event by its slot id, and the universe only words them (issue 25
 * item 4). An archbound campaign reads in archbound's words.
 */
import { describe, expect, it } from 'vitest';
import { ARCHBOUND_EVENT_WORDS } from '../words/archbound/events';
import { ARCHBOUND_STORY_WORDS } from '../words/archbound/story';
import { THEMES } from '../words/index';
import { wordLogEvent, wordReportEntry } from '../words/wording';
import { applyAction } from './apply-action';
import { newCampaign } from './new-campaign';
import { said } from './test-support';

describe('theme-aware content', () => {
  it("starts an archbound campaign with archbound's story and words the content's events in archbound's words", () => {
    const state = newCampaign({ name: 'Stacks', difficulty: 'normal', theme: 'archbound', seed: 3 });
    const titles = state.events.map((e) => wordLogEvent(THEMES.archbound, e).title);
    const chapter1 = ARCHBOUND_STORY_WORDS.chapters[1];
    expect(titles).toEqual([`Chapter 1: ${chapter1.title}`, chapter1.beats.arrival.title]);
    // The log names the beat by archbound's own id for the slot (content/story.ts STORY_BEAT_LOG_IDS),
    // as it did before the story became content, so an archbound campaign replays to the same log.
    expect(state.events.map((e) => e.fact)).toEqual([
      { kind: 'story', story: 'chapter', chapter: 1 },
      { kind: 'story', story: 'beat', chapter: 1, beatId: 'the_vigil_begins' },
    ]);
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
