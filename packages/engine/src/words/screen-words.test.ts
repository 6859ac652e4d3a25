/**
 * Issue 26 item 9: a label that names a thing a universe renames (the mission, the soldier, the
 * squad, the base) is the universe's own, on the base tabs, the briefing, the battle, the
 * after-action report, the day report and the campaign log. LAST STAND keeps the spec's words.
 */
import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '../content/ids';
import { storyFor, storyThreadFor } from './content';
import { THEMES } from './index';
import type { ThemeConfig } from './theme-config';

/** Each label that names a mission, soldier, squad or base, by where a player reads it. */
const NAMING_LABELS: Record<string, (t: ThemeConfig) => string> = {
  'missions tab: awaiting battle': (t) => t.missionPanel.awaitingBattle,
  'missions tab: select prompt': (t) => t.missionPanel.selectPrompt,
  'missions tab: tiers label': (t) => t.missionPanel.tiersLabel,
  'missions tab: detail label': (t) => t.missionPanel.detailLabel,
  'missions tab: casualty risk per soldier': (t) => t.missionPanel.oddsCasualtyChance,
  'missions tab: odds base': (t) => t.missionPanel.oddsBase,
  'missions tab: odds squad': (t) => t.missionPanel.oddsSquad,
  'missions tab: auto time': (t) => t.missionPanel.autoTime,
  'missions tab: deployed toast': (t) => t.missionPanel.deployedToast,
  'briefing: sample mission': (t) => t.missionBriefing.sampleMission.name,
  'briefing: sample place': (t) => t.missionBriefing.sampleMission.location,
  'briefing: sample objective': (t) => t.missionBriefing.sampleMission.secondObjective,
  'briefing: sample note': (t) => t.missionBriefing.sampleNote,
  'battle: practice note': (t) => t.battle.sampleNote,
  'battle: abort question': (t) => t.battle.abortQuestion,
  'battle: next soldier key': (t) => t.battle.keys.find((k) => k.key === 'N')?.does ?? '',
  'after-action: unknown mission': (t) => t.afterAction.unknownMission,
  'after-action: statistics': (t) => t.afterAction.statisticsTitle,
  'after-action: analysis title': (t) => t.afterAction.analysisTitle,
  'after-action: analysis': (t) => t.afterAction.analysis,
  'after-action: rating B': (t) => t.afterAction.ratings.B,
  'after-action: footer': (t) => t.afterAction.footer,
  'after-action: return': (t) => t.afterAction.returnToBase,
  'day report: healing section': (t) => t.dayReport.sections.healing,
  'day report: missions section': (t) => t.dayReport.sections.missions,
  'day report: squad of': (t) => t.dayReport.debrief.squadOf,
  'campaign log: squad type': (t) => t.campaignLog.types.squad,
  'campaign log: missions chart': (t) => t.campaignLog.missionsChart,
  'campaign log: soldiers chart': (t) => t.campaignLog.soldiersChart,
  'campaign log: in the field': (t) => t.campaignLog.storyStatus.in_field,
  'squad tab: missions': (t) => t.squadScreen.missions,
  'squad tab: empty roster': (t) => t.squadScreen.emptyRoster,
  'squad tab: uses per mission': (t) => t.squadScreen.usesPerMission,
  'medbay: ready title': (t) => t.medbayScreen.readyTitle,
  'medbay: no wounded': (t) => t.medbayScreen.noWounded,
  'medbay: deploy note': (t) => t.medbayScreen.deployNote,
  'medbay: no medbay': (t) => t.medbayScreen.noMedbay,
  'medbay: daily healing': (t) => t.medbayScreen.dailyHealing,
  'base: tabs label': (t) => t.dayCycle.tabsLabel,
  'base: grid label': (t) => t.facilityPanel.gridLabel,
  'base: healing effect': (t) => t.facilityPanel.effects.healing,
  'battle refusal: no uses': (t) => t.refusals.battle.no_uses,
};

describe('labels that name a thing a universe renames', () => {
  it("keep the spec's words in LAST STAND", () => {
    expect(THEMES.vanilla.missionPanel.selectPrompt).toBe('Select a mission to plan a deployment.');
    expect(THEMES.vanilla.missionPanel.awaitingBattle).toBe('Awaiting battle');
    expect(THEMES.vanilla.missionBriefing.sampleMission.name).toBe('TACTICAL OPERATION');
    expect(THEMES.vanilla.afterAction.returnToBase).toBe('RETURN TO BASE');
  });

  it.each(['devastators', 'majestic', 'archbound'] as const)('are %s’s own, not LAST STAND’s', (id) => {
    const same = Object.entries(NAMING_LABELS)
      .filter(([, label]) => label(THEMES[id]) === label(THEMES.vanilla))
      .map(([where]) => where);
    expect(same).toEqual([]);
  });

  it('count the squad away in the words of the universes that do not deploy (MAJESTIC deploys, as LAST STAND)', () => {
    expect(THEMES.devastators.missionPanel.deployed).not.toBe(THEMES.vanilla.missionPanel.deployed);
    expect(THEMES.archbound.missionPanel.deployed).not.toBe(THEMES.vanilla.missionPanel.deployed);
  });

  it('differ between every two universes', () => {
    const ids = ['vanilla', 'devastators', 'majestic', 'archbound'] as const;
    for (const [where, label] of Object.entries(NAMING_LABELS)) {
      expect(new Set(ids.map((id) => label(THEMES[id]))).size, where).toBe(ids.length);
    }
  });
});

describe('the player’s title', () => {
  // Issue 35: Foreman and Director are story characters' titles; the player is the Engineer and the
  // Operative, as the landing pages and the stories address them.
  it.each([
    ['devastators', 'Engineer'],
    ['majestic', 'Operative'],
    ['archbound', 'Keeper'],
  ] as const)('is one in %s: %s in its story and battle, never LAST STAND’s Commander', (id, title) => {
    const words = JSON.stringify([THEMES[id], storyFor(id), storyThreadFor(id)]);
    expect(words).not.toMatch(/\bCommander\b/);
    for (const line of Object.values(THEMES[id].battle.successTexts)) expect(line).toContain(title);
    expect(JSON.stringify(storyFor(id))).toContain(title);
  });
});

// Issue 35: no screen said what a Marksman, a Rusher or a Grenadier does.
describe('what each hostile type does', () => {
  it.each(THEME_IDS)('%s says it for every type, in its own words and with no number in them', (id) => {
    const types = THEMES[id].battle.hostileTypes;
    for (const type of Object.values(types)) {
      expect(type.does.length).toBeGreaterThan(20);
      expect(type.does).not.toMatch(/\d/);
    }
    if (id !== 'vanilla')
      for (const [typeId, type] of Object.entries(types))
        expect(type.does).not.toBe(THEMES.vanilla.battle.hostileTypes[typeId as keyof typeof types].does);
  });

  it('tells the grenadier to leave the marked tiles and the marksman that it overwatches, in LAST STAND', () => {
    const types = THEMES.vanilla.battle.hostileTypes;
    expect(types.grenadier.does).toBe('Marks a blast a turn ahead: leave the marked tiles before it acts again.');
    expect(types.marksman.does).toContain('overwatches');
  });
});
