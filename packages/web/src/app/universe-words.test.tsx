/**
 * Issue 26 item 9: every word a screen shows comes from the campaign's own universe, and one thing
 * has one name everywhere in it. Renders the squad tab (roster, profile with skills, abilities and
 * kit, the specialise dialog), the missions tab with a mission open, the briefing and the practice
 * battle, in each
 * universe, and fails on a name that belongs to another universe (a LAST STAND skill, item, ability,
 * label or place in an ARCHBOUND campaign) or on the catalogue's name for something the universe
 * names itself (Medkit beside Poultice).
 */
import {
  ABILITIES,
  type ActionReport,
  ARMORS,
  applyAction,
  applyBattleAction,
  createBattle,
  type GameState,
  MISSION_TEMPLATES,
  runEnemyTurn,
  SKILLS,
  THEME_IDS,
  type ThemeId,
  UTILITIES,
  WEAPONS,
} from '@holdfast/engine';
import { abilityName, itemName, missionWords, skillName, THEMES, type ThemeConfig } from '@holdfast/engine/themes';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterActionScreen } from '../features/after-action/AfterActionScreen';
import { CampaignLogDialog } from '../features/campaign-log/CampaignLogDialog';
import { DayReportDialog } from '../features/day-report/DayReportDialog';
import { BaseTab } from '../features/facilities/BaseTab';
import { MedbayTab } from '../features/medbay/MedbayTab';
import { MissionScreen } from '../features/missions/MissionScreen';
import { MissionsTab } from '../features/missions/MissionsTab';
import { ResearchTab } from '../features/research/ResearchTab';
import { SquadTab } from '../features/squad/SquadTab';
import type { AfterActionNavigationState } from '../session/battle-navigation';
import { missionNavigationState } from '../session/mission-navigation';
import { freshCampaign, played, renderScreen, renderTab } from '../test/mission-harness';
import { renderRoute, renderWithApp } from '../test/render';
import { renderWithSession } from '../test/session-harness';

/**
 * The names a universe gives things and the labels its theme config holds for the squad, missions
 * and briefing screens and the battle's fixed lines: what a player would recognise as "this
 * universe's word".
 */
function namesOf(theme: ThemeConfig): string[] {
  return [
    ...Object.values(theme.facilities),
    ...Object.values(theme.resources),
    ...Object.values(theme.tabs),
    ...Object.values(theme.squad.statuses),
    theme.squad.title,
    theme.squad.recruit,
    ...Object.values(theme.research.projects).map((project) => project.name),
    theme.missions.title,
    theme.missions.threatLevel,
    theme.missions.activeMissions,
    ...Object.values(theme.missions.tiers),
    ...MISSION_TEMPLATES.flatMap((t) => [missionWords(theme, t.id).name, missionWords(theme, t.id).location]),
    ...Object.values(theme.briefing),
    theme.missionPanel.squadPicker,
    theme.missionPanel.needOne,
    theme.missionBriefing.intelTitle,
    theme.missionBriefing.rosterTitle,
    theme.squadScreen.summaryTitle,
    ...SKILLS.map((s) => skillName(theme, s.id)),
    ...[...WEAPONS, ...ARMORS, ...UTILITIES].map((i) => itemName(theme, i.id)),
    ...ABILITIES.map((a) => abilityName(theme, a.id)),
    theme.battle.log.missionAborted,
    ...Object.values(theme.battle.log.victories),
    theme.battle.log.defeat,
    theme.battle.sampleNote,
    theme.missionPanel.awaitingBattle,
    theme.missionPanel.selectPrompt,
    theme.missionPanel.tiersLabel,
    theme.missionPanel.oddsBase,
    theme.missionBriefing.sampleMission.name,
    theme.missionBriefing.sampleMission.location,
    theme.squadScreen.missions,
    theme.medbayScreen.readyTitle,
    theme.medbayScreen.dailyHealing,
    theme.medbayScreen.deployNote,
    theme.afterAction.title,
    theme.afterAction.victory,
    theme.afterAction.defeat,
    theme.afterAction.unknownMission,
    theme.afterAction.statisticsTitle,
    theme.afterAction.analysisTitle,
    theme.afterAction.analysis,
    theme.afterAction.footer,
    theme.afterAction.returnToBase,
    theme.dayReport.sections.healing,
    theme.dayReport.sections.missions,
    theme.campaignLog.types.squad,
    theme.campaignLog.missionsChart,
    theme.campaignLog.soldiersChart,
    theme.campaignLog.storyStatus.in_field,
    // The charts' legend says Won and Lost in every universe (a result, not a thing a universe
    // renames), so ARCHBOUND's status 'Lost' for the fallen is no foreign word in a chart.
    theme.campaignLog.won,
    theme.campaignLog.lost,
  ].filter((name) => !name.includes('{'));
}

const NAMES = Object.fromEntries(THEME_IDS.map((id) => [id, new Set(namesOf(THEMES[id]))])) as unknown as Record<
  ThemeId,
  ReadonlySet<string>
>;

/** Another universe's names that this one does not use itself. */
function foreignNames(id: ThemeId): string[] {
  const own = NAMES[id];
  const foreign = new Set<string>();
  for (const other of THEME_IDS) {
    if (other === id) continue;
    for (const name of NAMES[other]) if (!own.has(name)) foreign.add(name);
  }
  return [...foreign];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The foreign names found in a screen's text, as whole words. The universe's own names are taken out
 * first, longest first, so a foreign word inside one of them ('Training' in 'Ambulance Training')
 * does not count.
 */
function foreignIn(id: ThemeId, texts: readonly string[]): string[] {
  const own = [...NAMES[id]].sort((a, b) => b.length - a.length);
  const text = own.reduce((rest, name) => rest.split(name).join('\n'), texts.join('\n'));
  return foreignNames(id).filter((name) => new RegExp(`(^|[^\\w])${escapeRegExp(name)}($|[^\\w])`).test(text));
}

function bodyText(): string {
  return document.body.textContent ?? '';
}

/** A Sergeant made a Support with every skill and ability unlocked: the profile shows them all. */
function withVeteranSupport(state: GameState): GameState {
  const seasoned = { ...state, squad: state.squad.map((s, i) => (i === 0 ? { ...s, experience: 1300 } : s)) };
  const soldierId = seasoned.squad[0]?.id ?? '';
  const result = applyAction(seasoned, { type: 'specialize', soldierId, classId: 'support' });
  if (!result.ok) throw new Error('specialize refused');
  return result.state;
}

async function squadScreensText(id: ThemeId): Promise<string[]> {
  const theme = THEMES[id];
  const words = theme.squadScreen;
  const { user, state } = renderWithSession(<SquadTab />, { theme: id, prepare: withVeteranSupport });
  const texts = [bodyText()];
  const veteran = state().squad[0]?.name ?? '';
  const card = screen.getByRole('listitem', { name: veteran });
  await user.click(within(card).getByRole('button', { name: words.profile }));
  const profile = await screen.findByRole('dialog');
  for (const tab of [words.profileTabs.skills, words.profileTabs.abilities, words.profileTabs.equipment]) {
    await user.click(within(profile).getByRole('tab', { name: tab }));
    texts.push(bodyText());
  }
  await user.keyboard('{Escape}');
  await user.click(within(card).getByRole('button', { name: words.specialize }));
  await screen.findByRole('dialog', { name: words.specializeTitle });
  texts.push(bodyText());
  cleanup();
  return texts;
}

async function missionScreensText(id: ThemeId): Promise<string[]> {
  const { user } = renderTab(<MissionsTab />, { theme: id });
  await user.click(await screen.findByRole('button', { name: missionWords(THEMES[id], 'patrol').name }));
  const texts = [bodyText()];
  cleanup();

  // The Support veteran goes on the raid: the briefing shows their utility item by its name.
  const fresh = withVeteranSupport(freshCampaign(id));
  const squad = fresh.squad.slice(0, 3).map((s) => s.id);
  const state = played(fresh, { type: 'deployMission', templateId: 'raid', soldierIds: squad, mode: 'manual' });
  const mission = state.missions[0];
  const navigation = mission ? missionNavigationState(state, mission, null) : null;
  if (!navigation) throw new Error('no navigation state');
  renderScreen(<MissionScreen />, { path: `/${id}/mission`, state: navigation });
  await screen.findByText(THEMES[id].briefing.banner);
  texts.push(bodyText());
  cleanup();
  return texts;
}

/** The practice battle (no mission handed over): the battle screen's fixed words and ability names. */
async function battleScreenText(id: ThemeId): Promise<string[]> {
  renderRoute(`/${id}/battle`);
  await screen.findByRole('grid', {}, { timeout: 10_000 });
  const texts = [bodyText()];
  cleanup();
  return texts;
}

/** The base, medbay and research tabs of a fresh campaign, with every label they carry. */
async function otherTabsText(id: ThemeId): Promise<string[]> {
  const texts: string[] = [];
  for (const tab of [<BaseTab key="base" />, <MedbayTab key="medbay" />, <ResearchTab key="research" />]) {
    renderTab(tab, { theme: id });
    const labels = [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
    texts.push([bodyText(), ...labels].join('\n'));
    cleanup();
  }
  return texts;
}

/** A manual Raid called off at once: the after-action report of a defeat, with its analysis. */
async function afterActionText(id: ThemeId): Promise<string[]> {
  const fresh = freshCampaign(id);
  const squad = fresh.squad.slice(0, 3).map((s) => s.id);
  const state = played(fresh, { type: 'deployMission', templateId: 'raid', soldierIds: squad, mode: 'manual' });
  const mission = state.missions[0];
  const navigation = mission ? missionNavigationState(state, mission, null) : null;
  const setup = navigation?.battleSetup;
  if (!mission || !setup) throw new Error('no manual mission');
  const step = applyBattleAction(createBattle(setup.input, setup.seed), { type: 'abort' });
  if (!step.ok) throw new Error('abort refused');
  const battle = runEnemyTurn(step.battle).battle;
  const words = missionWords(THEMES[id], 'raid');
  const report: AfterActionNavigationState = {
    mission: { name: words.name, location: words.location },
    campaignId: null,
    victory: false,
    casualties: 0,
    turns: battle.turn,
    rewards: { funds: 0, intel: 0, xp: 0 },
    soldiers: battle.units
      .filter((u) => u.type === 'soldier')
      .map((u) => ({
        soldierId: u.id,
        name: u.name,
        rank: u.rank ?? '',
        survived: true,
        finalHp: u.hp,
        kills: 0,
        experienceGained: 0,
      })),
    theme: id,
    missionId: mission.id,
    battleSetup: setup,
    actions: [{ type: 'abort' }],
    guestCampaign: state,
  };
  renderScreen(<AfterActionScreen />, { path: `/${id}/after-action`, state: report });
  // The report counts up before it shows the statistics and the analysis.
  await screen.findByRole('heading', { name: THEMES[id].afterAction.analysisTitle }, { timeout: 5000 });
  const texts = [bodyText()];
  cleanup();
  return texts;
}

/**
 * An auto Patrol played out day by day: the day report of the day it comes home (its debrief), then
 * the campaign log of that campaign, timeline and charts.
 */
async function dayReportAndLogText(id: ThemeId): Promise<string[]> {
  const fresh = freshCampaign(id);
  const squad = fresh.squad.slice(0, 3).map((s) => s.id);
  let state = played(fresh, { type: 'deployMission', templateId: 'patrol', soldierIds: squad, mode: 'auto' });
  let missionDay: ActionReport | null = null;
  for (let day = 0; day < 20 && !missionDay; day += 1) {
    const result = applyAction(state, { type: 'advanceDay' });
    if (!result.ok) throw new Error('advanceDay refused');
    state = result.state;
    const home = result.report.entries.some((e) => e.kind === 'mission_success' || e.kind === 'mission_failed');
    if (home) missionDay = result.report;
  }
  if (!missionDay) throw new Error('the patrol never came home');
  renderWithApp(<DayReportDialog report={missionDay} onClose={() => {}} />, { theme: id });
  const texts = [bodyText()];
  // The debrief names the squad in the universe's words.
  expect(texts[0]).toContain(THEMES[id].dayReport.sections.missions);
  cleanup();

  const { user } = renderTab(<CampaignLogDialog />, { theme: id, state });
  await user.click(screen.getByRole('button', { name: THEMES[id].campaignLog.title }));
  const dialog = await screen.findByRole('dialog', { name: THEMES[id].campaignLog.title });
  await within(dialog).findByRole('heading', { name: THEMES[id].campaignLog.timelineTitle }, { timeout: 10_000 });
  texts.push(bodyText());
  cleanup();
  return texts;
}

describe.each(THEME_IDS)(
  '%s base, medbay and research tabs, after-action report, day report and campaign log',
  (id) => {
    it("show no other universe's names", async () => {
      const texts = [...(await otherTabsText(id)), ...(await afterActionText(id)), ...(await dayReportAndLogText(id))];
      expect(foreignIn(id, texts)).toEqual([]);
      const all = texts.join('\n');
      expect(all).toContain(THEMES[id].afterAction.returnToBase);
      expect(all).toContain(THEMES[id].afterAction.analysis);
      expect(all).toContain(THEMES[id].campaignLog.missionsChart);
      // A themed universe names the mission, the squad and the base itself on these screens.
      if (id !== 'vanilla') {
        const vanilla = THEMES.vanilla;
        for (const word of [
          vanilla.afterAction.returnToBase,
          vanilla.afterAction.analysisTitle,
          vanilla.afterAction.statisticsTitle,
          vanilla.dayReport.sections.missions,
          vanilla.campaignLog.missionsChart,
          vanilla.campaignLog.soldiersChart,
          vanilla.medbayScreen.dailyHealing,
          vanilla.medbayScreen.readyTitle,
          vanilla.facilityPanel.gridLabel,
        ])
          expect(all).not.toContain(word);
      }
    }, 60_000);
  },
);

describe.each(THEME_IDS)('%s screens', (id) => {
  it("show no other universe's names and the universe's one name for each thing", async () => {
    const texts = [...(await squadScreensText(id)), ...(await missionScreensText(id)), ...(await battleScreenText(id))];
    expect(foreignIn(id, texts)).toEqual([]);
    // The names the player meets are the universe's: the utility item and the ability share one.
    const all = texts.join('\n');
    expect(all).toContain(abilityName(THEMES[id], 'medkit'));
    expect(all).toContain(skillName(THEMES[id], 'field_surgeon'));
    expect(all).toContain(THEMES[id].briefing.begin);
  }, 60_000);
});
