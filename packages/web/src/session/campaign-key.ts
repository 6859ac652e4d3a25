import type { CampaignId } from '../api/types';

/**
 * The key this browser remembers a campaign's screen state under (chapters read, clock pause and
 * speed): the server's id for a saved campaign, the name for a guest's.
 */
export function campaignStorageKey(campaignId: CampaignId | null, name: string): string {
  return campaignId === null ? `guest:${name}` : `campaign:${campaignId}`;
}
