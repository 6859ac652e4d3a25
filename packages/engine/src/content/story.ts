/**
 * The story as content (spec: missions-battle-themes §3 "Story chapter", "Story thread", "Key
 * mission", §4 "Story progression by day"; issue 25 item 4): every chapter and beat slot with its
 * numbers and ids — the beat days, the chapter numbers, the key mission a beat announces, the event
 * categories a beat or chapter hooks — once for every universe. Each universe words the slots in
 * words/<id>/story.ts (`StoryWords`), so a universe changes the words and never the
 * schedule. campaign/story.ts decides when a beat plays from these slots alone.
 */

import type { ThemeId } from './ids';

export type ChapterNumber = 1 | 2 | 3 | 4;

/** One beat slot: what the rules read. A campaign log stores it by `loggedBeatId` (its id, or the one its universe always used). */
export interface StoryBeatSlot {
  id: string;
  day: number;
  /** Event categories the beat hooks (flavour for the screens; generation follows the spec's rates). */
  eventHooks: readonly string[];
  /** The key mission this beat announces (a mission template id, content/missions.ts). */
  missionTrigger?: string;
}

/** One chapter slot: its number, its beats in day order and the event categories that fit its mood. */
export interface StoryChapterSlot {
  id: string;
  chapter: ChapterNumber;
  /** Event categories that fit the chapter's mood (flavour; generation follows the spec's rates). */
  eventPool: readonly string[];
  storyBeats: readonly StoryBeatSlot[];
}

/**
 * The four chapters and their sixteen beats, on the spec's days. The last beat of chapters 1, 2 and 4
 * and the third of chapter 3 announce that chapter's key mission. The slot ids are vanilla's beat ids
 * (its logs name its beats by them; the other universes' logs by `STORY_BEAT_LOG_IDS`).
 */
export const STORY_CHAPTERS = [
  {
    id: 'chapter_1',
    chapter: 1,
    eventPool: ['scheduled', 'backdrop', 'threat', 'discovery'],
    storyBeats: [
      { id: 'arrival', day: 1, eventHooks: ['base_building'] },
      { id: 'first_contact', day: 7, eventHooks: ['threat'] },
      { id: 'eyes_in_the_hills', day: 14, eventHooks: ['intel'] },
      { id: 'the_wall', day: 21, eventHooks: ['key_mission'], missionTrigger: 'operation_breakwater' },
    ],
  },
  {
    id: 'chapter_2',
    chapter: 2,
    eventPool: ['scheduled', 'backdrop', 'threat', 'faction', 'morale'],
    storyBeats: [
      { id: 'aftermath', day: 31, eventHooks: ['intel'] },
      { id: 'pattern_in_the_noise', day: 42, eventHooks: ['intel', 'threat'] },
      { id: 'the_leak', day: 54, eventHooks: ['faction'] },
      { id: 'karsk', day: 66, eventHooks: ['key_mission'], missionTrigger: 'operation_iron_veil' },
    ],
  },
  {
    id: 'chapter_3',
    chapter: 3,
    eventPool: ['scheduled', 'threat', 'morale', 'discovery', 'campaign'],
    storyBeats: [
      { id: 'reading_their_mail', day: 71, eventHooks: ['intel', 'campaign'] },
      { id: 'gathering_storm', day: 83, eventHooks: ['threat'] },
      { id: 'blackpine', day: 95, eventHooks: ['key_mission'], missionTrigger: 'operation_nightfall' },
      { id: 'ashes', day: 107, eventHooks: ['morale', 'campaign'] },
    ],
  },
  {
    id: 'chapter_4',
    chapter: 4,
    eventPool: ['scheduled', 'threat', 'morale', 'campaign'],
    storyBeats: [
      { id: 'the_offer', day: 111, eventHooks: ['campaign'] },
      { id: 'everything_we_have', day: 123, eventHooks: ['morale', 'scheduled'] },
      { id: 'the_eve', day: 135, eventHooks: ['intel'] },
      { id: 'citadel_hill', day: 147, eventHooks: ['key_mission'], missionTrigger: 'operation_last_stand' },
    ],
  },
] as const satisfies readonly StoryChapterSlot[];

/** The beat slot ids of one chapter (or of every chapter). */
export type StoryBeatSlotId<C extends ChapterNumber = ChapterNumber> = Extract<
  (typeof STORY_CHAPTERS)[number],
  { chapter: C }
>['storyBeats'][number]['id'];

export interface CharacterSpeech {
  speaker: string;
  text: string;
}

/** How one universe words one beat slot. */
export interface StoryBeatWords {
  title: string;
  description: string;
  narrative: string;
  characterSpeech: CharacterSpeech;
}

/** A chapter's failure or success state: story text shown when the chapter ends that way. */
export interface StoryOutcome {
  title: string;
  description: string;
  narrative: string;
}

/** How one universe words one chapter slot, and every beat of it (a missing beat does not compile). */
export interface StoryChapterWords<C extends ChapterNumber = ChapterNumber> {
  title: string;
  subtitle: string;
  description: string;
  tone: string;
  /** The chapter's accent colour on the screens (a universe's look, never read by a rule). */
  color: string;
  pacing: string;
  openingNarrative: string;
  /**
   * Issue 34 (chapters 2–4): the opening told instead when the last chapter's key mission was not
   * won by this chapter's first day — the failure's story, never the success's.
   */
  openingAfterMiss?: string;
  beats: Readonly<Record<StoryBeatSlotId<C>, StoryBeatWords>>;
  thematicElements: readonly string[];
  failureState: StoryOutcome;
  successState: StoryOutcome;
}

/** The story as a whole, in one universe's words: its id (a name for screens), title and description. */
export interface StoryThreadWords {
  id: string;
  title: string;
  description: string;
}

/** A universe's words for the whole story: a universe missing a chapter or a beat does not compile. */
export interface StoryWords {
  thread: StoryThreadWords;
  chapters: { readonly [C in ChapterNumber]: StoryChapterWords<C> };
}

/** A beat slot with one universe's words: what the screens and the campaign log show. */
export interface StoryBeat extends StoryBeatSlot, StoryBeatWords {}

/** A chapter slot with one universe's words. */
export interface StoryChapter
  extends Omit<StoryChapterSlot, 'storyBeats'>,
    Omit<StoryChapterWords, 'beats' | 'failureState' | 'successState'> {
  storyBeats: readonly StoryBeat[];
  failureState: StoryOutcome;
  successState: StoryOutcome;
}

/** Spec §3 "Key mission": the mission that closes a chapter, and about when it comes. */
export interface StoryKeyEvent {
  /** The key mission's template id (content/missions.ts); each universe names it in its mission words. */
  missionId: string;
  chapter: ChapterNumber;
  /** The day it unlocks, announced by the chapter's last beat ("about days 21, 66, 95, 147"). */
  day: number;
}

/**
 * Spec §3 "Story thread": the whole four-chapter story of a universe — its name and what it is
 * about, its chapters and its key events. Shown where the story is: the chapter opening and the
 * campaign log (issue 26).
 */
export interface StoryThread {
  id: string;
  title: string;
  description: string;
  chapters: readonly StoryChapter[];
  keyEvents: readonly StoryKeyEvent[];
}

/** The words one universe gives a beat slot of a chapter. */
export function beatWords(words: StoryWords, chapter: ChapterNumber, beatId: string): StoryBeatWords | undefined {
  const beats: Readonly<Record<string, StoryBeatWords>> = words.chapters[chapter].beats;
  return Object.hasOwn(beats, beatId) ? beats[beatId] : undefined;
}

/** Every chapter slot with one universe's words, in chapter order (beat ids are the slot ids). */
export function storyInWords(words: StoryWords): StoryChapter[] {
  const slots: readonly StoryChapterSlot[] = STORY_CHAPTERS;
  return slots.map((slot): StoryChapter => {
    const { beats: _beats, ...said } = words.chapters[slot.chapter];
    return {
      ...slot,
      ...said,
      storyBeats: slot.storyBeats.map((beat): StoryBeat => {
        const beatSaid = beatWords(words, slot.chapter, beat.id);
        if (!beatSaid) throw new Error(`Story words miss beat ${beat.id} of chapter ${slot.chapter}`);
        return { ...beat, ...beatSaid };
      }),
    };
  });
}

/**
 * The id a universe's campaign log names each beat by. The three universes written before the story
 * became content (issue 25) named their beats themselves, and their campaigns' logs keep those ids, so a
 * campaign replays to the same log and checksum it had (a guest's record re-bases exactly). A universe
 * not listed — vanilla, or one written since — logs the slot id.
 */
export const STORY_BEAT_LOG_IDS: Partial<Record<ThemeId, Readonly<Record<StoryBeatSlotId, string>>>> = {
  devastators: {
    arrival: 'steam_up',
    first_contact: 'scrap_that_walks',
    eyes_in_the_hills: 'the_ticking',
    the_wall: 'the_tide',
    aftermath: 'salvage',
    pattern_in_the_noise: 'the_carrier_wave',
    the_leak: 'the_telegraphist',
    karsk: 'orlen_mast',
    reading_their_mail: 'listening_in',
    gathering_storm: 'wings_at_dusk',
    blackpine: 'sallow_moor',
    ashes: 'cinders',
    the_offer: 'vargas_offer',
    everything_we_have: 'full_steam',
    the_eve: 'the_last_shift',
    citadel_hill: 'furnace_hill',
  },
  majestic: {
    arrival: 'site_activation',
    first_contact: 'lights_over_the_wash',
    eyes_in_the_hills: 'inventory',
    the_wall: 'recovery_attempt',
    aftermath: 'debris',
    pattern_in_the_noise: 'uplink',
    the_leak: 'lantern',
    karsk: 'calloway_array',
    reading_their_mail: 'decrypts',
    gathering_storm: 'black_triangles',
    blackpine: 'halloran_field',
    ashes: 'fallout',
    the_offer: 'mercers_offer',
    everything_we_have: 'all_assets',
    the_eve: 'last_briefing',
    citadel_hill: 'sable_mesa',
  },
  archbound: {
    arrival: 'the_vigil_begins',
    first_contact: 'the_first_crossing',
    eyes_in_the_hills: 'a_shared_dream',
    the_wall: 'the_mist_rises',
    aftermath: 'pages_in_the_ash',
    pattern_in_the_noise: 'a_hymn_on_the_air',
    the_leak: 'the_penitent',
    karsk: 'st_ysolde',
    reading_their_mail: 'the_great_rite',
    gathering_storm: 'engines_at_dusk',
    blackpine: 'marrow_fen',
    ashes: 'ashes_on_the_fen',
    the_offer: 'thornes_letter',
    everything_we_have: 'the_muster',
    the_eve: 'the_last_vigil',
    citadel_hill: 'gallows_tor',
  },
};

/** The id `theme`'s campaign log names the beat slot `slotId` by. */
export function loggedBeatId(theme: ThemeId, slotId: string): string {
  const ids: Readonly<Record<string, string>> = STORY_BEAT_LOG_IDS[theme] ?? {};
  return (Object.hasOwn(ids, slotId) ? ids[slotId] : undefined) ?? slotId;
}

/** The beat slot a logged beat id names in `theme`'s log (the id itself where it is a slot id). */
export function beatSlotIdOf(theme: ThemeId, beatId: string): string {
  const ids: Readonly<Record<string, string>> = STORY_BEAT_LOG_IDS[theme] ?? {};
  return Object.keys(ids).find((slotId) => ids[slotId] === beatId) ?? beatId;
}
