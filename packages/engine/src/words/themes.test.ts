import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '../content/ids';
import { inGameDate, THEMES, type ThemeConfig, themeFor } from './index';

/** Every leaf key path of a config, with its value, e.g. ['home.userTitle', 'COMMANDER']. */
function leaves(value: unknown, path = ''): Array<[string, unknown]> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

/** Keys whose content is an open list (per-project renames), not a fixed set every theme must fill. */
const OPEN_KEYS = /^research\.projects\./;

describe('theme configs', () => {
  const vanillaKeys = leaves(THEMES.vanilla)
    .map(([key]) => key)
    .filter((key) => !OPEN_KEYS.test(key))
    .sort();

  it.each(THEME_IDS)('%s has every key vanilla has, each filled in', (id) => {
    const theme: ThemeConfig = THEMES[id];
    expect(theme.id).toBe(id);
    const entries = leaves(theme).filter(([key]) => !OPEN_KEYS.test(key));
    expect(entries.map(([key]) => key).sort()).toEqual(vanillaKeys);
    for (const [key, value] of entries) {
      // Lists (mission objectives, soldier names) are leaves too: each item a filled-in string.
      if (Array.isArray(value)) {
        expect(value.length, key).toBeGreaterThan(0);
        for (const item of value) {
          // A list of records (the battle screen's keys): every field a filled-in string.
          const texts = typeof item === 'object' && item !== null ? Object.values(item) : [item];
          for (const text of texts) expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
        }
        continue;
      }
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('gives each universe its own colours and player title', () => {
    const accents = new Set(THEME_IDS.map((id) => THEMES[id].colours.accent));
    const titles = new Set(THEME_IDS.map((id) => THEMES[id].home.userTitle));
    expect(accents.size).toBe(THEME_IDS.length);
    expect(titles.size).toBe(THEME_IDS.length);
  });

  it('keeps the spec words for vanilla', () => {
    const vanilla = THEMES.vanilla;
    expect(vanilla.badge).toBe('LAST STAND');
    expect(vanilla.home.userTitle).toBe('COMMANDER');
    expect([vanilla.menu.settings, vanilla.menu.profile, vanilla.menu.news, vanilla.menu.leaderboard]).toEqual([
      expect.objectContaining({ comingSoon: 'Settings menu coming soon' }),
      expect.objectContaining({ comingSoon: 'Profile system coming soon' }),
      expect.objectContaining({ comingSoon: 'News feed coming soon' }),
      expect.objectContaining({ comingSoon: 'Leaderboard coming soon' }),
    ]);
    expect(vanilla.newCampaign.difficulties).toEqual({
      easy: 'easy - For relaxed play',
      normal: 'normal - Standard challenge',
      hard: 'hard - For veterans',
    });
  });
});

describe('themeFor', () => {
  it('returns the named theme', () => {
    expect(themeFor('majestic').id).toBe('majestic');
    expect(themeFor('archbound').id).toBe('archbound');
  });

  it.each([undefined, '', 'VANILLA', 'unknown', 'toString', '__proto__'])('falls back to vanilla for %j', (name) => {
    expect(themeFor(name).id).toBe('vanilla');
  });
});

describe('inGameDate', () => {
  it.each([
    ['vanilla', 1, '2025-01-01'],
    ['vanilla', 32, '2025-02-01'],
    ['vanilla', 366, '2026-01-01'],
    ['majestic', 1, '2005-01-01'],
    ['devastators', 60, '1935-03-01'],
    ['archbound', 1, '1945-05-08'],
    ['archbound', 25, '1945-06-01'],
  ] as const)('%s day %i is %s', (id, day, date) => {
    expect(inGameDate(THEMES[id], day)).toBe(date);
    expect(inGameDate(id, day)).toBe(date);
  });
});
