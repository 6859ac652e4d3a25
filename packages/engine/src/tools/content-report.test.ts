import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '../campaign/types';
import { contentFigures, contentReport } from './content-report';

describe('content report', () => {
  it.each(THEME_IDS)('counts %s complete: 38 events, 4 chapters of 4 beats, every word its own', (theme) => {
    expect(contentFigures(theme)).toMatchObject({
      events: 38,
      chapters: 4,
      beats: 16,
      keyMissions: 4,
      researchOverrides: 21,
      facilityNames: 8,
      facilityDescriptions: 8,
      missionsWorded: 13,
    });
  });

  it('prints one column per universe', () => {
    const header = contentReport().split('\n')[0] ?? '';
    for (const theme of THEME_IDS) expect(header).toContain(theme);
  });
});
