/**
 * A guest's campaign as this browser keeps it (issue 14): how it was started and every action it
 * accepted, in local storage under one key. The state itself is not stored: the engine rebuilds it
 * by replaying the actions (guest-campaign.ts), exactly as the server does when the campaign is
 * brought into an account. This file reads and writes the record only, with no engine, so the
 * landing page and the sign-in dialog can tell whether a local campaign exists without loading it.
 */
import type { Difficulty, GameAction, NewCampaignOptions, ThemeId } from '@holdfast/engine';

export const GUEST_CAMPAIGN_KEY = 'holdfast.guestCampaign';

export interface GuestRecord {
  format: 1;
  options: NewCampaignOptions;
  actions: GameAction[];
  /** The day the campaign is on, for labels; the replayed state decides. */
  day: number;
  /** ISO time of the last action kept. */
  savedAt: string;
}

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

function isGuestRecord(value: unknown): value is GuestRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Partial<GuestRecord>;
  const options = record.options as Partial<NewCampaignOptions> | undefined;
  return (
    record.format === 1 &&
    Array.isArray(record.actions) &&
    typeof record.day === 'number' &&
    typeof record.savedAt === 'string' &&
    typeof options === 'object' &&
    options !== null &&
    typeof options.name === 'string' &&
    typeof options.theme === 'string' &&
    typeof options.difficulty === 'string' &&
    typeof options.seed === 'number'
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
export function parseGuestRecord(text: string | null): GuestRecord | null {
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

export function clearGuestRecord(): void {
  try {
    localStorageOrNull()?.removeItem(GUEST_CAMPAIGN_KEY);
  } catch (error) {
    console.warn('Could not clear the campaign saved in this browser', error);
  }
}
