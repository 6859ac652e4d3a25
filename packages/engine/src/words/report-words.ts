/**
 * How a universe words the rules' facts (campaign/facts.ts): the day report, toasts, the campaign
 * log, soldier history, victory and defeat. Each theme ships one `ReportWords` in its own folder
 * (`<id>/report-words.ts`); words/wording.ts fills them. Templates use `{name}`
 * placeholders; the names (facilities, projects, missions, classes, resources) come from the same
 * theme's config, so no template names a thing itself.
 *
 * Placeholders every template may use for resources: `{fundsName}`, `{suppliesName}`, `{intelName}`
 * (the theme's resource labels in lower case).
 */
import type { ClassId } from '../content/ids';

/** A report line: its heading and its sentence. */
export interface Worded {
  title: string;
  text: string;
}

/** What a completed project changes, line by line (from its modifiers), joined by `separator`. */
export interface BenefitWords {
  /** '{amount}'. */
  combat: string;
  /** '{amount}', '{classes}' (from `classPlurals`). */
  combatForClass: string;
  maxHealth: string;
  dailyHealing: string;
  manualHeal: string;
  /** '{amount}', '{resource}' (lower case). */
  income: string;
  /** '{percent}'. */
  xpGain: string;
  /** Issue 23, what acts on the battlefield: '{amount}' each. */
  battleHp: string;
  battleAccuracy: string;
  battleDamage: string;
  battleDefense: string;
  battleMobility: string;
  /** '{amount}', '{medkit}' (the Medkit ability's name in the universe). */
  battleMedkit: string;
  /** A line for one class only: '{line}', '{classes}' (from `classPlurals`). */
  forClasses: string;
  separator: string;
  /** A class's soldiers as a group: 'snipers'. */
  classPlurals: Record<ClassId, string>;
}

/** A soldier's service record lines. */
export interface HistoryWords {
  recruited: string;
  /** '{class}'. */
  specialized: string;
  /** '{rank}'. */
  promoted: string;
  /** '{skill}'. */
  skillLearned: string;
  /** '{ability}'. */
  abilityUnlocked: string;
  /** '{mission}'; the wounded forms add '{damage}'. */
  missionSuccess: string;
  missionFailed: string;
  missionSuccessWounded: string;
  missionFailedWounded: string;
  killedInAction: string;
  missionAborted: string;
}

export interface ReportWords {
  /** '{facility}', '{days}'. */
  facilityBuilt: Worded;
  facilityCompleted: Worded;
  /** A facility still being built after the day: '{facility}', '{days}' left (1 uses the singular form). */
  constructionProgressOne: Worded;
  constructionProgress: Worded;
  /** '{facility}', '{level}'. */
  facilityUpgraded: Worded;
  facilityOnline: Worded;
  facilityOffline: Worded;
  /** '{project}', '{days}'. */
  researchStarted: Worded;
  /** '{project}', '{progress}' (whole percent). */
  researchProgress: Worded;
  /** '{project}', '{benefits}'. */
  researchCompleted: Worded;
  /** '{project}', '{funds}', '{supplies}', '{intel}' refunded. */
  researchCancelled: Worded;
  /** A manual heal: '{soldier}', '{health}', '{maxHealth}'. */
  treatment: Worded;
  /** The medbays' daily healing of one soldier, and of '{count}'. */
  squadHealingOne: Worded;
  squadHealing: Worded;
  /** '{funds}', '{supplies}', '{intel}'. */
  income: Worded;
  /** '{total}', '{salaries}', '{maintenance}'. */
  upkeep: Worded;
  /** '{soldier}'. */
  recruit: Worded;
  /** '{soldier}', '{nickname}'. */
  nickname: Worded;
  /** '{soldier}', '{class}'. */
  specialization: Worded;
  loadout: Worded;
  /** '{soldier}', '{rank}'. */
  promotion: Worded;
  /** '{soldier}', '{skill}'. */
  skill: Worded;
  /** How a soldier with a nickname is named in a line: '{name}', '{nickname}'. */
  nicknamed: string;
  /** A chapter's opening heading in the log and report: '{n}', '{title}' (the opening screen says CHAPTER {n} in every universe, so this agrees). */
  chapterTitle: string;
  /** A story beat's text: '{narrative}', '{speaker}', '{speech}'. */
  beatText: string;
  /** A chapter's success or failure state: '{description}', '{narrative}'. */
  outcomeText: string;
  /** '{mission}'; the plural form adds '{count}'. */
  missionDeployedOne: Worded;
  missionDeployed: Worded;
  missionSuccess: Worded;
  missionFailed: Worded;
  missionAborted: Worded;
  /** '{rank}', '{soldier}', '{mission}'. */
  soldierKia: Worded;
  /** '{level}', '{max}'. */
  threatRising: Worded;
  threatFalling: Worded;
  /** '{mission}'. */
  victory: Worded;
  /** '{rate}', '{killed}', '{deployed}', '{limit}' (percents as whole numbers). */
  defeatCasualties: Worded;
  defeatWipedOut: Worded;
  /** Issue 23, the war lost at the last key mission's deadline: '{mission}', '{day}'. */
  defeatDeadline: Worded;
  /** Issue 34, the war lost to the threat left at its top for a day: '{max}'. */
  defeatThreat: Worded;
  /** Issue 34, a key mission missed: '{mission}', '{day}' (its deadline), '{threat}' (the rise), '{aim}'. */
  keyMissionMissed: Worded;
  /** Issue 34, a key mission lost in battle: '{mission}', '{threat}' (the floor's rise), '{day}' (back on the board). */
  keyMissionLost: Worded;
  /** Issue 34, a counter-operation bought: '{level}', '{max}'. */
  counterOperation: Worded;
  /** Rules 9, supplies dropped to a squad in the field: '{mission}', '{chance}' (its odds now), '{risk}' (its casualty chance now), percent. */
  supplyDrop: Worded;
  benefits: BenefitWords;
  history: HistoryWords;
}
