/**
 * npm run content:report
 * Prints, per universe, what its content ships (issue 12): events by category (threat by intensity,
 * morale by type), chapters and beats, research and facility words that differ from the catalogue,
 * missions worded in its own words, and its soldier name list. A count below the catalogue's shows
 * at a glance which universe still borrows LAST STAND's text.
 */
import { EVENT_CATEGORIES } from '../campaign/events';
import { FACILITY_TYPES, THEME_IDS, type ThemeId } from '../campaign/types';
import { FACILITIES } from '../content/facilities';
import { MISSION_TEMPLATES } from '../content/missions';
import { RESEARCH_PROJECTS } from '../content/research';
import { eventPoolFor, storyFor } from '../words/content';
import { missionWords, THEMES } from '../words/index';

export interface ContentFigures {
  theme: ThemeId;
  events: number;
  /** Events per category; threat and morale also by intensity and type (e.g. 'threat/low'). */
  eventsByCategory: Record<string, number>;
  chapters: number;
  beats: number;
  keyMissions: number;
  /** Projects (of 21) named and described in the theme's own words, not the catalogue's. */
  researchOverrides: number;
  /** Facilities (of 8) with the theme's own name, and with its own description. */
  facilityNames: number;
  facilityDescriptions: number;
  /** Mission templates (of 13) whose place and brief are the theme's own. */
  missionsWorded: number;
  soldierNames: { first: number; last: number };
}

function count<T>(items: readonly T[], key: (item: T) => string | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const k = key(item);
    if (k !== undefined) counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}

export function contentFigures(theme: ThemeId): ContentFigures {
  const config = THEMES[theme];
  const pool = eventPoolFor(theme);
  const story = storyFor(theme);
  const own = (a: string, b: string) => theme === 'vanilla' || a !== b;
  return {
    theme,
    events: pool.length,
    eventsByCategory: {
      ...Object.fromEntries(EVENT_CATEGORIES.map((c) => [c, 0])),
      ...count(pool, (e) => e.category),
      ...count(pool, (e) => (e.threatIntensity ? `threat/${e.threatIntensity}` : undefined)),
      ...count(pool, (e) => (e.moraleType ? `morale/${e.moraleType}` : undefined)),
    },
    chapters: story.length,
    beats: story.reduce((n, c) => n + c.storyBeats.length, 0),
    keyMissions: story.reduce((n, c) => n + c.storyBeats.filter((b) => b.missionTrigger).length, 0),
    researchOverrides: RESEARCH_PROJECTS.filter((p) => {
      const words = config.research.projects[p.id];
      return own(words.name, p.name) && own(words.description, p.description);
    }).length,
    facilityNames: FACILITIES.filter((f) => own(config.facilities[f.type], f.name)).length,
    facilityDescriptions: FACILITIES.filter((f) => own(config.facilityDescriptions[f.type], f.description)).length,
    missionsWorded: MISSION_TEMPLATES.filter((t) => {
      const words = missionWords(config, t.id);
      return own(words.location, t.location) && own(words.description, t.description);
    }).length,
    soldierNames: { first: config.soldierNames.first.length, last: config.soldierNames.last.length },
  };
}

function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: readonly (string | number)[]) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function contentReport(): string {
  const figures = THEME_IDS.map(contentFigures);
  const categories = [...new Set(figures.flatMap((f) => Object.keys(f.eventsByCategory)))].sort();
  const events = table(
    ['events by category', ...THEME_IDS],
    [
      ['total', ...figures.map((f) => f.events)],
      ...categories.map((c) => [c, ...figures.map((f) => f.eventsByCategory[c] ?? 0)]),
    ],
  );
  const words = table(
    ['story and words', ...THEME_IDS],
    [
      ['chapters', ...figures.map((f) => f.chapters)],
      ['beats', ...figures.map((f) => f.beats)],
      ['key missions announced', ...figures.map((f) => f.keyMissions)],
      [`research overrides /${RESEARCH_PROJECTS.length}`, ...figures.map((f) => f.researchOverrides)],
      [`facility names /${FACILITY_TYPES.length}`, ...figures.map((f) => f.facilityNames)],
      [`facility descriptions /${FACILITY_TYPES.length}`, ...figures.map((f) => f.facilityDescriptions)],
      [`missions worded /${MISSION_TEMPLATES.length}`, ...figures.map((f) => f.missionsWorded)],
      ['soldier first names', ...figures.map((f) => f.soldierNames.first)],
      ['soldier last names', ...figures.map((f) => f.soldierNames.last)],
    ],
  );
  return `${events}\n\n${words}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(contentReport());
