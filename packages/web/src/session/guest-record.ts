/**
 * A guest's campaign as this browser keeps it (issues 14 and 25), in local storage under one key: how
 * it was started, every action it accepted, the rules version those actions were accepted under, and
 * a snapshot of the state they led to. The game continues from the snapshot, so a later release whose
 * rules would refuse an old action never loses the campaign; the actions are what the server replays
 * when the campaign is brought into an account (guest-campaign.ts). This file reads and writes the
 * record only, with no engine, so the landing page and the sign-in dialog can tell whether a local
 * campaign exists without loading it.
 */
import type { CarriedOver, Difficulty, GameAction, GameState, NewCampaignOptions, ThemeId } from '@holdfast/engine';

export const GUEST_CAMPAIGN_KEY = 'holdfast.guestCampaign';
/** Where a stored campaign this release cannot read is kept aside (never deleted), with its time. */
export const GUEST_KEPT_ASIDE_PREFIX = 'holdfast.guestCampaign.keptAside.';

export interface GuestRecord {
  format: 2;
  /** The engine's RULES_VERSION the actions were accepted under (older: re-based on load, guest-campaign.ts). */
  rulesVersion: number;
  options: NewCampaignOptions;
  /** Set on a record carried over from an earlier release (issue 31): the state the actions follow. */
  carriedOver?: CarriedOver;
  actions: GameAction[];
  /** The state the actions led to: the campaign continues from it. */
  snapshot: GameState;
  /** The day the campaign is on, for labels. */
  day: number;
  /** ISO time of the last action kept. */
  savedAt: string;
}

/** A record kept before rules versions (format 1): no version (read as 1) and no snapshot. */
export interface LegacyGuestRecord extends Omit<GuestRecord, 'format' | 'rulesVersion' | 'snapshot' | 'carriedOver'> {
  format: 1;
}

export type StoredGuestRecord = GuestRecord | LegacyGuestRecord;

/** What the menus show of a local campaign without replaying it. */
export interface GuestSummary {
  name: string;
  theme: ThemeId;
  difficulty: Difficulty;
  day: number;
  savedAt: string;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isGuestRecord(value: unknown): value is StoredGuestRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Partial<GuestRecord> | Partial<LegacyGuestRecord>;
  const options = record.options as Partial<NewCampaignOptions> | undefined;
  const versioned =
    record.format === 1 ||
    (record.format === 2 &&
      typeof record.rulesVersion === 'number' &&
      typeof record.snapshot === 'object' &&
      record.snapshot !== null);
  return (
    versioned &&
    Array.isArray(record.actions) &&
    typeof record.day === 'number' &&
    typeof record.savedAt === 'string' &&
    typeof options === 'object' &&
    options !== null &&
    typeof options.name === 'string' &&
    typeof options.theme === 'string' &&
    typeof options.difficulty === 'string' &&
    (typeof options.seed === 'number' || typeof options.seed === 'string')
  );
}

/** The stored record's text exactly as kept (null when there is none or storage is closed). */
export function readGuestRecordText(): string | null {
  try {
    return localStorageOrNull()?.getItem(GUEST_CAMPAIGN_KEY) ?? null;
  } catch (error) {
    console.warn('Could not read the campaign saved in this browser', error);
    return null;
  }
}

/** The record in a stored text; null (with a warning) when it is not one. */
export function parseGuestRecord(text: string | null): StoredGuestRecord | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isGuestRecord(value)) return value;
    console.warn('Ignoring a campaign saved in this browser of the wrong shape');
  } catch (error) {
    console.warn('Ignoring a campaign saved in this browser that is not JSON', error);
  }
  return null;
}

export function readGuestSummary(): GuestSummary | null {
  const record = parseGuestRecord(readGuestRecordText());
  if (!record) return null;
  const { name, theme, difficulty } = record.options;
  return { name: name.trim(), theme, difficulty, day: record.day, savedAt: record.savedAt };
}

/** Stores the record; returns its text, or null when the browser refused (private mode, full quota). */
export function writeGuestRecord(record: GuestRecord): string | null {
  const text = JSON.stringify(record);
  try {
    const storage = localStorageOrNull();
    if (!storage) return null;
    storage.setItem(GUEST_CAMPAIGN_KEY, text);
    return text;
  } catch (error) {
    console.warn('Could not save the guest campaign in this browser', error);
    return null;
  }
}

/**
 * Moves a stored campaign this release cannot read out of the way, under its own key, so a new one can
 * start while the old text stays in this browser (issue 25: never lost). Returns the key, or null.
 */
export function keepGuestRecordAside(text: string): string | null {
  const key = `${GUEST_KEPT_ASIDE_PREFIX}${new Date().toISOString()}`;
  try {
    const storage = localStorageOrNull();
    if (!storage) return null;
    storage.setItem(key, text);
    storage.removeItem(GUEST_CAMPAIGN_KEY);
    return key;
  } catch (error) {
    console.warn('Could not keep the unreadable campaign aside in this browser', error);
    return null;
  }
}

export function clearGuestRecord(): void {
  try {
    localStorageOrNull()?.removeItem(GUEST_CAMPAIGN_KEY);
  } catch (error) {
    console.warn('Could not clear the campaign saved in this browser', error);
  }
}
