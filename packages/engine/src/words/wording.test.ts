/**
 * Issue 12: every fact the rules report reads in the campaign's own universe. Each theme words every
 * report-entry kind and every history line (with sample parameters covering every facility,
 * project, class, mission, skill, ability, event and story beat) without an unfilled placeholder
 * and without a facility, project, mission or resource name that belongs only to another universe.
 * LAST STAND reads as the game always has.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryFact, ReportEntryKind, ReportFact } from '../campaign/facts';
import { type ChapterNumber, storyChapter } from '../campaign/story';
import { ABILITIES } from '../content/abilities';
import { CLASS_IDS, FACILITY_TYPES, THEME_IDS, type ThemeId } from '../content/ids';
import { MISSION_TEMPLATES } from '../content/missions';
import { RESEARCH_PROJECTS } from '../content/research';
import { SKILLS } from '../content/skills';
import { eventPoolFor, storyFor } from './content';
import { THEMES } from './index';
import type { ThemeConfig } from './theme-config';
import { wordBenefits, wordHistoryEntry, wordHistoryFact, wordLogEvent, wordReportEntry } from './wording';

const CHAPTERS: readonly ChapterNumber[] = [1, 2, 3, 4];
const who = { soldierId: 'soldier-1', soldierName: 'Ada Stone' };
const missionIds = MISSION_TEMPLATES.map((t) => t.id);

/** Every report fact kind and variant, with parameters covering every id the content has. */
function reportSamples(theme: ThemeId): ReportFact[] {
  const facilities = FACILITY_TYPES.flatMap((facilityType): ReportFact[] => [
    { kind: 'facility_built', facilityId: 'facility-2', facilityType, days: 3 },
    { kind: 'facility_completed', facilityId: 'facility-2', facilityType },
    { kind: 'construction_progress', facilityId: 'facility-2', facilityType, daysRemaining: 1 },
    { kind: 'construction_progress', facilityId: 'facility-2', facilityType, daysRemaining: 2 },
    { kind: 'facility_upgraded', facilityId: 'facility-2', facilityType, level: 2 },
    { kind: 'facility_toggled', facilityId: 'facility-2', facilityType, active: true },
    { kind: 'facility_toggled', facilityId: 'facility-2', facilityType, active: false },
  ]);
  const research = RESEARCH_PROJECTS.flatMap(({ id: projectId }): ReportFact[] => [
    { kind: 'research_started', projectId, days: 4 },
    { kind: 'research_progress', projectId, progress: 50 },
    { kind: 'research_completed', projectId },
    { kind: 'research_cancelled', projectId, refund: { funds: 1000, supplies: 10, intel: 5 } },
  ]);
  const missions = missionIds.flatMap((templateId): ReportFact[] => [
    { kind: 'mission_deployed', missionId: 'mission-3', templateId, soldiers: 1 },
    { kind: 'mission_deployed', missionId: 'mission-3', templateId, soldiers: 3 },
    { kind: 'mission_success', missionId: 'mission-3', templateId },
    { kind: 'mission_failed', missionId: 'mission-3', templateId },
    { kind: 'mission_aborted', missionId: 'mission-3', templateId },
    { kind: 'soldier_kia', rank: 'Corporal', templateId, ...who },
    { kind: 'victory', templateId },
    {
      kind: 'key_mission_missed',
      templateId,
      chapter: 2,
      deadline: 80,
      threatRise: 2,
      floorRise: 2,
      hostileAim: 10,
    },
    { kind: 'key_mission_lost', templateId, chapter: 2, floorRise: 2, backOnDay: 77 },
    { kind: 'counter_operation', before: 7, after: 6, funds: 10000, supplies: 100 },
    { kind: 'supply_drop', missionId: 'mission-7', templateId, chance: 73, risk: 19, supplies: 30 },
    { kind: 'defeat', reason: 'threat', level: 10, days: 2 },
  ]);
  const story = CHAPTERS.flatMap((chapter): ReportFact[] => [
    { kind: 'story', story: 'chapter', chapter },
    { kind: 'story', story: 'chapter', chapter, previousWon: false },
    ...storyChapter(chapter, storyFor(theme)).storyBeats.map(
      (beat): ReportFact => ({ kind: 'story', story: 'beat', chapter, beatId: beat.id }),
    ),
    { kind: 'story', story: 'outcome', chapter, success: true },
    { kind: 'story', story: 'outcome', chapter, success: false },
  ]);
  return [
    ...facilities,
    ...research,
    ...missions,
    ...story,
    { kind: 'healing', scope: 'soldier', health: 80, maxHealth: 100, ...who },
    { kind: 'healing', scope: 'squad', count: 1 },
    { kind: 'healing', scope: 'squad', count: 3 },
    { kind: 'income', amounts: { funds: 1000, supplies: 8, intel: 3 } },
    { kind: 'upkeep', total: 400, salaries: 300, maintenance: 100 },
    { kind: 'recruit', ...who },
    { kind: 'soldier_updated', change: 'nickname', nickname: 'Hawk', ...who },
    ...CLASS_IDS.map((classId): ReportFact => ({ kind: 'soldier_updated', change: 'class', classId, ...who })),
    { kind: 'soldier_updated', change: 'loadout', ...who },
    { kind: 'rank_up', advance: 'rank', nickname: 'Hawk', rank: 'Sergeant', ...who },
    ...SKILLS.map((s): ReportFact => ({ kind: 'rank_up', advance: 'skill', nickname: null, skillId: s.id, ...who })),
    ...eventPoolFor(theme).map((e): ReportFact => ({ kind: 'event', eventId: e.id })),
    { kind: 'threat', before: 3, after: 4, max: 10 },
    { kind: 'threat', before: 4, after: 3, max: 10 },
    { kind: 'defeat', reason: 'casualties', ratePercent: 50, killed: 2, deployed: 4, limitPercent: 40 },
    { kind: 'defeat', reason: 'wiped_out' },
  ];
}

function historySamples(): HistoryFact[] {
  return [
    { kind: 'recruited' },
    ...CLASS_IDS.map((classId): HistoryFact => ({ kind: 'specialized', classId })),
    { kind: 'promoted', rank: 'Sergeant' },
    ...SKILLS.map((s): HistoryFact => ({ kind: 'skill_learned', skillId: s.id })),
    ...ABILITIES.map((a): HistoryFact => ({ kind: 'ability_unlocked', abilityId: a.id })),
    ...missionIds.flatMap((templateId): HistoryFact[] => [
      { kind: 'mission_returned', templateId, success: true, damage: 0 },
      { kind: 'mission_returned', templateId, success: true, damage: 20 },
      { kind: 'mission_returned', templateId, success: false, damage: 0 },
      { kind: 'mission_returned', templateId, success: false, damage: 20 },
      { kind: 'killed_in_action', templateId },
      { kind: 'mission_aborted', templateId },
    ]),
  ];
}

/** Every kind once: the compiler fails this list when a kind is added to the facts and not here. */
const ALL_KINDS: Record<ReportEntryKind, true> = {
  key_mission_missed: true,
  key_mission_lost: true,
  counter_operation: true,
  supply_drop: true,
  facility_built: true,
  facility_completed: true,
  construction_progress: true,
  facility_upgraded: true,
  facility_toggled: true,
  research_started: true,
  research_progress: true,
  research_completed: true,
  research_cancelled: true,
  healing: true,
  income: true,
  upkeep: true,
  recruit: true,
  soldier_updated: true,
  rank_up: true,
  event: true,
  story: true,
  mission_deployed: true,
  mission_success: true,
  mission_failed: true,
  mission_aborted: true,
  soldier_kia: true,
  threat: true,
  victory: true,
  defeat: true,
};
const ALL_HISTORY_KINDS: Record<HistoryFact['kind'], true> = {
  recruited: true,
  specialized: true,
  promoted: true,
  skill_learned: true,
  ability_unlocked: true,
  mission_returned: true,
  killed_in_action: true,
  mission_aborted: true,
};

/** The names a universe gives its facilities, projects, missions and resources. */
function ownNames(theme: ThemeConfig): { proper: Set<string>; resources: Set<string> } {
  const proper = new Set<string>([
    ...Object.values(theme.facilities),
    ...Object.values(theme.research.projects).map((p) => p.name),
    ...Object.values(theme.missionTexts).map((m) => m.name),
  ]);
  const resources = new Set(Object.values(theme.resources).map((r) => r.toLowerCase()));
  return { proper, resources };
}

/** Names every universe shows alike (the catalogue's skills and abilities). */
const SHARED_NAMES = [...SKILLS.map((s) => s.name), ...ABILITIES.map((a) => a.name)];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Names of other universes this one does not share, each with the pattern that finds it. */
function foreignNames(theme: ThemeId): { name: string; pattern: RegExp }[] {
  const own = ownNames(THEMES[theme]);
  const found = new Map<string, RegExp>();
  for (const other of THEME_IDS) {
    if (other === theme) continue;
    const names = ownNames(THEMES[other]);
    for (const name of names.proper) {
      if (!own.proper.has(name)) found.set(name, new RegExp(`\\b${escapeRegExp(name)}\\b`));
    }
    for (const name of names.resources) {
      if (!own.resources.has(name)) found.set(name, new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i'));
    }
  }
  return [...found].map(([name, pattern]) => ({ name, pattern }));
}

/**
 * The line with this universe's own names and the shared names blanked out, longest first, so a
 * foreign name inside one of them ('Raid' in 'Boiler Raid') is not mistaken for a leak.
 */
function withoutOwnNames(theme: ThemeId, line: string): string {
  const own = ownNames(THEMES[theme]);
  const names = [...own.proper, ...SHARED_NAMES].sort((a, b) => b.length - a.length);
  return names.reduce((text, name) => text.split(name).join('·'), line);
}

describe('report wording in every universe', () => {
  it('samples every report and history kind', () => {
    expect(new Set(reportSamples('vanilla').map((f) => f.kind))).toEqual(new Set(Object.keys(ALL_KINDS)));
    expect(new Set(historySamples().map((f) => f.kind))).toEqual(new Set(Object.keys(ALL_HISTORY_KINDS)));
  });

  it.each(THEME_IDS)('%s: every fact is worded, with no unfilled placeholder and no other universe’s name', (id) => {
    const theme = THEMES[id];
    const foreign = foreignNames(id);
    expect(foreign.length).toBeGreaterThan(10);
    const lines = [
      ...reportSamples(id).map((fact) => {
        const { title, text } = wordReportEntry(theme, fact);
        // Event and story texts are the universe's own prose (content tests keep them apart): the
        // scan covers what the templates and the name lookups build.
        return { fact, line: `${title} | ${text}`, title, prose: fact.kind === 'event' || fact.kind === 'story' };
      }),
      ...historySamples().map((fact) => ({ fact, line: wordHistoryFact(theme, fact), title: 'history', prose: false })),
    ];
    const problems: string[] = [];
    for (const { fact, line, title, prose } of lines) {
      if (title.trim() === '') problems.push(`no title: ${JSON.stringify(fact)}`);
      if (/\{\w+\}/.test(line)) problems.push(`placeholder left: ${line}`);
      if (prose) continue;
      const scanned = withoutOwnNames(id, line);
      for (const { name, pattern } of foreign) {
        if (pattern.test(scanned)) problems.push(`"${name}" in: ${line}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names things with the theme’s own words', () => {
    const built = { kind: 'facility_completed', facilityId: 'facility-4', facilityType: 'barracks' } as const;
    expect(wordReportEntry(THEMES.vanilla, built).text).toContain('Barracks');
    expect(wordReportEntry(THEMES.majestic, built).text).toContain('Operative Quarters');
    expect(wordReportEntry(THEMES.devastators, built).text).toContain('Bunkhouse');
    expect(wordReportEntry(THEMES.archbound, built).text).toContain("Wardens' Hall");
    const income = { kind: 'income', amounts: { funds: 10, supplies: 2, intel: 1 } } as const;
    expect(wordReportEntry(THEMES.devastators, income).text).toBe('+10 war bonds, +2 materiel, +1 signals');
  });

  it('tells each universe’s own chapter openings and events', () => {
    for (const id of THEME_IDS) {
      const chapter = storyChapter(2, storyFor(id));
      const opening = wordReportEntry(THEMES[id], { kind: 'story', story: 'chapter', chapter: 2 });
      expect(opening.title).toContain(chapter.title);
      expect(opening.text).toBe(chapter.openingNarrative);
      const event = eventPoolFor(id)[0];
      if (!event) throw new Error(`${id} has no events`);
      expect(wordReportEntry(THEMES[id], { kind: 'event', eventId: event.id })).toEqual({
        title: event.title,
        text: event.description,
      });
    }
  });
});

describe('LAST STAND reads as it always has', () => {
  const vanilla = THEMES.vanilla;
  const word = (fact: ReportFact) => wordReportEntry(vanilla, fact);

  it('words base, research and squad entries', () => {
    expect(word({ kind: 'facility_built', facilityId: 'f', facilityType: 'barracks', days: 3 })).toEqual({
      title: 'Construction Started',
      text: 'Barracks will be ready in 3 days',
    });
    expect(word({ kind: 'facility_completed', facilityId: 'f', facilityType: 'medbay' })).toEqual({
      title: 'Construction Complete',
      text: 'Medical Bay is operational',
    });
    expect(word({ kind: 'construction_progress', facilityId: 'f', facilityType: 'medbay', daysRemaining: 2 })).toEqual({
      title: 'Construction Progress',
      text: 'Medical Bay: 2 days left',
    });
    expect(
      word({ kind: 'construction_progress', facilityId: 'f', facilityType: 'medbay', daysRemaining: 1 }).text,
    ).toBe('Medical Bay: 1 day left');
    expect(word({ kind: 'facility_toggled', facilityId: 'f', facilityType: 'workshop', active: false })).toEqual({
      title: 'Facility Offline',
      text: 'Workshop is now offline',
    });
    expect(word({ kind: 'research_progress', projectId: 'basic_armor', progress: 66 })).toEqual({
      title: 'Research Progress',
      text: 'Basic Armor: 66%',
    });
    expect(
      word({ kind: 'research_cancelled', projectId: 'basic_armor', refund: { funds: 4000, supplies: 15, intel: 5 } }),
    ).toEqual({
      title: 'Research Cancelled',
      text: 'Basic Armor cancelled; 4000 funds, 15 supplies and 5 intel refunded',
    });
    expect(word({ kind: 'income', amounts: { funds: 1000, supplies: 8, intel: 3 } }).text).toBe(
      '+1000 funds, +8 supplies, +3 intel',
    );
    expect(word({ kind: 'healing', scope: 'squad', count: 1 }).text).toBe('1 soldier recovered health');
    expect(word({ kind: 'healing', scope: 'squad', count: 2 }).text).toBe('2 soldiers recovered health');
    expect(word({ kind: 'rank_up', advance: 'rank', nickname: 'Hawk', rank: 'Corporal', ...who })).toEqual({
      title: 'Promotion',
      text: 'Ada Stone "Hawk" promoted to Corporal',
    });
    expect(word({ kind: 'soldier_updated', change: 'class', classId: 'sniper', ...who }).text).toBe(
      'Ada Stone is now a Sniper',
    );
  });

  it('words research completion with its benefits, missions, threat and the end states', () => {
    const done = word({ kind: 'research_completed', projectId: 'basic_armor' });
    const project = RESEARCH_PROJECTS.find((p) => p.id === 'basic_armor');
    expect(done).toEqual({ title: 'Research Complete', text: `Basic Armor completed. ${project?.benefits}` });
    expect(word({ kind: 'soldier_kia', rank: 'Private', templateId: 'raid', ...who })).toEqual({
      title: 'Killed in Action',
      text: 'Private Ada Stone was killed in action during Raid',
    });
    expect(word({ kind: 'mission_deployed', missionId: 'm', templateId: 'raid', soldiers: 1 }).text).toBe(
      '1 soldier deployed on Raid',
    );
    expect(word({ kind: 'threat', before: 5, after: 4, max: 10 })).toEqual({
      title: 'Threat Level Falling',
      text: 'Regional threat level is now 4 of 10.',
    });
    expect(word({ kind: 'victory', templateId: 'operation_last_stand' })).toEqual({
      title: 'Victory',
      text: 'Operation Last Stand has succeeded. The campaign is won.',
    });
    expect(
      word({ kind: 'defeat', reason: 'casualties', ratePercent: 50, killed: 2, deployed: 4, limitPercent: 40 }),
    ).toEqual({
      title: 'Operations Terminated',
      text: 'Chapter 1 casualty rate 50% (2 of 4 deployed) is above 40%. Command has ended operations.',
    });
    expect(word({ kind: 'defeat', reason: 'wiped_out' }).text).toBe(
      'No soldier is left alive and there are not enough funds to recruit one.',
    );
  });

  it('words what acts on the battlefield, naming the class a line is for and the universe’s Medkit', () => {
    expect(
      wordBenefits(THEMES.vanilla, [
        { kind: 'battle_hp', amount: 1 },
        { kind: 'battle_accuracy', amount: 5, classId: 'sniper' },
        { kind: 'battle_medkit', amount: 1 },
      ]),
    ).toBe('+1 battle HP; +5 hit chance in battle (snipers); +1 Medkit use per battle');
  });

  it('words history lines, and keeps lines and log entries saved as text', () => {
    const line = (fact: HistoryFact) => wordHistoryFact(vanilla, fact);
    expect(line({ kind: 'recruited' })).toBe('Recruited');
    expect(line({ kind: 'mission_returned', templateId: 'raid', success: false, damage: 12 })).toBe(
      'Raid: failed, wounded (-12 health)',
    );
    expect(line({ kind: 'killed_in_action', templateId: 'raid' })).toBe('Killed in action: Raid');
    expect(wordHistoryEntry(THEMES.majestic, { day: 3, text: 'Promoted to Corporal' })).toBe('Promoted to Corporal');
    const saved = {
      id: 'event-4',
      type: 'combat',
      title: 'Mission Success',
      description: 'Raid has been completed successfully',
      day: 3,
      resourceChanges: null,
    } as const;
    expect(wordLogEvent(THEMES.archbound, saved)).toEqual({
      title: 'Mission Success',
      text: 'Raid has been completed successfully',
    });
    const oldEntry = { kind: 'income', title: 'Daily Income', text: '+5 funds' } as unknown as ReportFact;
    expect(wordReportEntry(THEMES.devastators, oldEntry)).toEqual({ title: 'Daily Income', text: '+5 funds' });
  });
});
