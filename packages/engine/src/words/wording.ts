/**
 * The theme words the rules' facts (campaign/facts.ts): one place for the day report, toasts, the
 * campaign log, soldier history, victory and defeat. The rules never build a sentence; a screen (or
 * the server, for its campaign-log records) asks here with the campaign's theme.
 *
 * Names come from the same theme: facilities, research projects, missions and classes from its
 * config, skills, kit and abilities from its names (`skillName`, `itemName`, `abilityName`), events
 * and the story from its content; ranks keep the catalogue's names, which every universe shares. Entries saved before facts existed carry their own
 * `title` / `text` (or `description`), which are shown as they are.
 */
import type { HistoryFact, LogFact, ReportFact } from '../campaign/facts';
import type { ReportEntry } from '../campaign/report';
import { storyChapter } from '../campaign/story';
import { THREAT_MAX } from '../campaign/threat';
import type { CampaignEvent, ClassId, SoldierHistoryEntry } from '../campaign/types';
import { isAbilityId } from '../content/abilities';
import type { BattleModifierKind, Modifier } from '../content/modifiers';
import { RESEARCH_BY_ID } from '../content/research';
import { SKILL_BY_ID } from '../content/skills';
import { eventWordsFor, storyBeatWordsFor, storyFor } from './content';
import { missionWords } from './mission-words';
import type { Worded } from './report-words';
import type { ThemeConfig } from './theme-config';

type Values = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; a placeholder without a value stays as it is (tests look for them). */
export function fillWords(template: string, values: Values): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

function worded(template: Worded, values: Values): Worded {
  return { title: fillWords(template.title, values), text: fillWords(template.text, values) };
}

/** The resource names every template may use, in lower case ('funds', 'war bonds'). */
function resourceNames(theme: ThemeConfig): Values {
  return {
    fundsName: theme.resources.funds.toLowerCase(),
    suppliesName: theme.resources.supplies.toLowerCase(),
    intelName: theme.resources.intel.toLowerCase(),
  };
}

export function projectName(theme: ThemeConfig, projectId: string): string {
  const own = (theme.research.projects as Partial<Record<string, { name: string }>>)[projectId];
  return own?.name ?? RESEARCH_BY_ID.get(projectId)?.name ?? projectId;
}

function className(theme: ThemeConfig, classId: ClassId): string {
  return theme.squadScreen.classNames[classId] ?? classId;
}

/** A skill's name in the universe: the one name every screen shows for it. */
export function skillName(theme: ThemeConfig, skillId: string): string {
  return (
    (theme.squadScreen.skillNames as Partial<Record<string, string>>)[skillId] ??
    SKILL_BY_ID.get(skillId)?.name ??
    skillId
  );
}

/** An ability's name in the universe: the battle's name (`battle.log.abilities`), on every screen. */
export function abilityName(theme: ThemeConfig, abilityId: string): string {
  return isAbilityId(abilityId) ? theme.battle.log.abilities[abilityId] : abilityId;
}

/** A weapon's, armor's or utility item's name in the universe. */
export function itemName(theme: ThemeConfig, itemId: string): string {
  return (theme.squadScreen.itemNames as Partial<Record<string, string>>)[itemId] ?? itemId;
}

/** Issue 23: each battle modifier's line in `report.benefits` ('{amount}'; Medkit's also '{medkit}'). */
const BATTLE_BENEFIT_WORDS = {
  battle_hp: 'battleHp',
  battle_accuracy: 'battleAccuracy',
  battle_damage: 'battleDamage',
  battle_defense: 'battleDefense',
  battle_mobility: 'battleMobility',
  battle_medkit: 'battleMedkit',
} as const satisfies Record<BattleModifierKind, keyof ThemeConfig['report']['benefits']>;

/** What a list of modifiers does, in the theme's words ('+10 max health; +500 funds per day'). */
export function wordBenefits(theme: ThemeConfig, modifiers: readonly Modifier[]): string {
  const words = theme.report.benefits;
  const lines = modifiers.map((modifier) => {
    switch (modifier.kind) {
      case 'combat':
        return modifier.classId
          ? fillWords(words.combatForClass, { amount: modifier.amount, classes: words.classPlurals[modifier.classId] })
          : fillWords(words.combat, { amount: modifier.amount });
      case 'max_health':
        return fillWords(words.maxHealth, { amount: modifier.amount });
      case 'daily_healing':
        return fillWords(words.dailyHealing, { amount: modifier.amount });
      case 'manual_heal':
        return fillWords(words.manualHeal, { amount: modifier.amount });
      case 'income':
        return fillWords(words.income, {
          amount: modifier.amount,
          resource: theme.resources[modifier.resource].toLowerCase(),
        });
      case 'xp_gain':
        return fillWords(words.xpGain, { percent: modifier.percent });
      case 'battle_hp':
      case 'battle_accuracy':
      case 'battle_damage':
      case 'battle_defense':
      case 'battle_mobility':
      case 'battle_medkit': {
        const line = fillWords(words[BATTLE_BENEFIT_WORDS[modifier.kind]], {
          amount: modifier.amount,
          medkit: abilityName(theme, 'medkit'),
        });
        return modifier.classId
          ? fillWords(words.forClasses, { line, classes: words.classPlurals[modifier.classId] })
          : line;
      }
    }
    return '';
  });
  return lines.join(words.separator);
}

function soldierLine(theme: ThemeConfig, name: string, nickname: string | null): string {
  return nickname ? fillWords(theme.report.nicknamed, { name, nickname }) : name;
}

/** A fact's title and text in the theme's words. */
export function wordFact(theme: ThemeConfig, fact: ReportFact): Worded {
  const words = theme.report;
  const names = resourceNames(theme);
  switch (fact.kind) {
    case 'facility_built':
      return worded(words.facilityBuilt, { facility: theme.facilities[fact.facilityType], days: fact.days });
    case 'facility_completed':
      return worded(words.facilityCompleted, { facility: theme.facilities[fact.facilityType] });
    case 'construction_progress':
      return worded(fact.daysRemaining === 1 ? words.constructionProgressOne : words.constructionProgress, {
        facility: theme.facilities[fact.facilityType],
        days: fact.daysRemaining,
      });
    case 'facility_upgraded':
      return worded(words.facilityUpgraded, { facility: theme.facilities[fact.facilityType], level: fact.level });
    case 'facility_toggled':
      return worded(fact.active ? words.facilityOnline : words.facilityOffline, {
        facility: theme.facilities[fact.facilityType],
      });
    case 'research_started':
      return worded(words.researchStarted, { project: projectName(theme, fact.projectId), days: fact.days });
    case 'research_progress':
      return worded(words.researchProgress, { project: projectName(theme, fact.projectId), progress: fact.progress });
    case 'research_completed': {
      const modifiers = RESEARCH_BY_ID.get(fact.projectId)?.modifiers ?? [];
      const line = worded(words.researchCompleted, {
        project: projectName(theme, fact.projectId),
        benefits: wordBenefits(theme, modifiers),
      });
      return { title: line.title, text: line.text.trim() };
    }
    case 'research_cancelled':
      return worded(words.researchCancelled, {
        ...names,
        project: projectName(theme, fact.projectId),
        funds: fact.refund.funds,
        supplies: fact.refund.supplies,
        intel: fact.refund.intel,
      });
    case 'healing':
      if (fact.scope === 'soldier') {
        return worded(words.treatment, { soldier: fact.soldierName, health: fact.health, maxHealth: fact.maxHealth });
      }
      return worded(fact.count === 1 ? words.squadHealingOne : words.squadHealing, { count: fact.count });
    case 'income':
      return worded(words.income, { ...names, ...fact.amounts });
    case 'upkeep':
      return worded(words.upkeep, {
        ...names,
        total: fact.total,
        salaries: fact.salaries,
        maintenance: fact.maintenance,
      });
    case 'recruit':
      return worded(words.recruit, { soldier: fact.soldierName });
    case 'soldier_updated':
      if (fact.change === 'nickname') {
        return worded(words.nickname, { soldier: fact.soldierName, nickname: fact.nickname });
      }
      if (fact.change === 'class') {
        return worded(words.specialization, { soldier: fact.soldierName, class: className(theme, fact.classId) });
      }
      return worded(words.loadout, { soldier: fact.soldierName });
    case 'rank_up': {
      const soldier = soldierLine(theme, fact.soldierName, fact.nickname);
      if (fact.advance === 'rank') return worded(words.promotion, { soldier, rank: fact.rank });
      return worded(words.skill, { soldier, skill: skillName(theme, fact.skillId) });
    }
    case 'event': {
      const words = eventWordsFor(theme.id, fact.eventId);
      return words ? { title: words.title, text: words.description } : { title: fact.eventId, text: '' };
    }
    case 'story':
      return wordStory(theme, fact);
    case 'mission_deployed': {
      const mission = missionWords(theme, fact.templateId).name;
      return worded(fact.soldiers === 1 ? words.missionDeployedOne : words.missionDeployed, {
        mission,
        count: fact.soldiers,
      });
    }
    case 'mission_success':
      return worded(words.missionSuccess, { mission: missionWords(theme, fact.templateId).name });
    case 'mission_failed':
      return worded(words.missionFailed, { mission: missionWords(theme, fact.templateId).name });
    case 'mission_aborted':
      return worded(words.missionAborted, { mission: missionWords(theme, fact.templateId).name });
    case 'soldier_kia':
      return worded(words.soldierKia, {
        rank: fact.rank,
        soldier: fact.soldierName,
        mission: missionWords(theme, fact.templateId).name,
      });
    case 'threat':
      return worded(fact.after > fact.before ? words.threatRising : words.threatFalling, {
        level: fact.after,
        max: fact.max,
      });
    case 'key_mission_missed':
      return worded(words.keyMissionMissed, {
        mission: missionWords(theme, fact.templateId).name,
        day: fact.deadline,
        threat: fact.threatRise,
        aim: fact.hostileAim,
      });
    case 'key_mission_lost':
      return worded(words.keyMissionLost, {
        mission: missionWords(theme, fact.templateId).name,
        threat: fact.floorRise,
        day: fact.backOnDay,
      });
    case 'counter_operation':
      return worded(words.counterOperation, { level: fact.after, max: THREAT_MAX });
    case 'supply_drop':
      return worded(words.supplyDrop, {
        mission: missionWords(theme, fact.templateId).name,
        chance: Math.round(fact.chance * 10) / 10,
        risk: fact.risk,
      });
    case 'victory':
      return worded(words.victory, { mission: missionWords(theme, fact.templateId).name });
    case 'defeat':
      if (fact.reason === 'casualties') {
        return worded(words.defeatCasualties, {
          ...names,
          rate: fact.ratePercent,
          killed: fact.killed,
          deployed: fact.deployed,
          limit: fact.limitPercent,
        });
      }
      if (fact.reason === 'threat') return worded(words.defeatThreat, { max: fact.level });
      if (fact.reason === 'deadline') {
        return worded(words.defeatDeadline, { mission: missionWords(theme, fact.templateId).name, day: fact.day });
      }
      return worded(words.defeatWipedOut, names);
  }
}

function wordStory(theme: ThemeConfig, fact: Extract<ReportFact, { kind: 'story' }>): Worded {
  const words = theme.report;
  const chapter = storyChapter(fact.chapter, storyFor(theme.id));
  if (fact.story === 'chapter') {
    return {
      title: fillWords(words.chapterTitle, { n: chapter.chapter, title: chapter.title }),
      // Issue 34: the last chapter's key mission not won by now: the opening tells that story.
      text:
        fact.previousWon === false ? (chapter.openingAfterMiss ?? chapter.openingNarrative) : chapter.openingNarrative,
    };
  }
  if (fact.story === 'beat') {
    // By the id this universe's log names it by, or by its slot id.
    const beat = storyBeatWordsFor(theme.id, fact.chapter, fact.beatId);
    if (!beat) return { title: fact.beatId, text: '' };
    return {
      title: beat.title,
      text: fillWords(words.beatText, {
        narrative: beat.narrative,
        speaker: beat.characterSpeech.speaker,
        speech: beat.characterSpeech.text,
      }),
    };
  }
  const outcome = fact.success ? chapter.successState : chapter.failureState;
  return {
    title: outcome.title,
    text: fillWords(words.outcomeText, { description: outcome.description, narrative: outcome.narrative }),
  };
}

/** An entry saved before facts: it carries its own words. */
interface LegacyWords {
  title?: unknown;
  text?: unknown;
  description?: unknown;
}

function legacy(entry: LegacyWords): Worded | null {
  if (typeof entry.title !== 'string') return null;
  const text = typeof entry.text === 'string' ? entry.text : entry.description;
  return { title: entry.title, text: typeof text === 'string' ? text : '' };
}

/** A report entry (day report, toast) in the theme's words. */
export function wordReportEntry(theme: ThemeConfig, entry: ReportEntry): Worded {
  return legacy(entry as LegacyWords) ?? wordFact(theme, entry);
}

/** A campaign log entry in the theme's words; entries saved as text (or written through the record route) keep theirs. */
export function wordLogEvent(theme: ThemeConfig, event: CampaignEvent): Worded {
  if (event.fact) return wordFact(theme, event.fact);
  return { title: event.title ?? '', text: event.description ?? '' };
}

/** The log fact's words, for a record that stores them as text (the server's campaign-log rows). */
export function wordLogFact(theme: ThemeConfig, fact: LogFact): Worded {
  return wordFact(theme, fact);
}

/** One service-record line in the theme's words; a line saved as text keeps it. */
export function wordHistoryEntry(theme: ThemeConfig, entry: SoldierHistoryEntry): string {
  if (!entry.fact) return entry.text ?? '';
  return wordHistoryFact(theme, entry.fact);
}

export function wordHistoryFact(theme: ThemeConfig, fact: HistoryFact): string {
  const words = theme.report.history;
  switch (fact.kind) {
    case 'recruited':
      return words.recruited;
    case 'specialized':
      return fillWords(words.specialized, { class: className(theme, fact.classId) });
    case 'promoted':
      return fillWords(words.promoted, { rank: fact.rank });
    case 'skill_learned':
      return fillWords(words.skillLearned, { skill: skillName(theme, fact.skillId) });
    case 'ability_unlocked':
      return fillWords(words.abilityUnlocked, { ability: abilityName(theme, fact.abilityId) });
    case 'mission_returned': {
      const template = fact.success
        ? fact.damage > 0
          ? words.missionSuccessWounded
          : words.missionSuccess
        : fact.damage > 0
          ? words.missionFailedWounded
          : words.missionFailed;
      return fillWords(template, { mission: missionWords(theme, fact.templateId).name, damage: fact.damage });
    }
    case 'killed_in_action':
      return fillWords(words.killedInAction, { mission: missionWords(theme, fact.templateId).name });
    case 'mission_aborted':
      return fillWords(words.missionAborted, { mission: missionWords(theme, fact.templateId).name });
  }
}
