import type { GameState } from '@holdfast/engine';
import { BASE_TABS, type BaseTab } from '@holdfast/engine/themes';
import type { CampaignId } from '../api/types';

/** Where the base screen's campaign comes from, as carried in navigation state (spec §2). */
export type CampaignSource = { kind: 'server'; campaignId: CampaignId } | { kind: 'guest'; initialState: GameState };

/** A guest campaign is a whole engine state; check the fields the screen cannot do without. */
function looksLikeGameState(value: unknown): value is GameState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Partial<GameState>;
  return (
    state.schemaVersion === 1 &&
    typeof state.day === 'number' &&
    Array.isArray(state.facilities) &&
    Array.isArray(state.squad) &&
    typeof state.resources === 'object'
  );
}

/** `{campaignId}` from New/Load Campaign for a signed-in player, `{guestCampaign}` for a guest; else null. */
export function campaignSourceFrom(navigationState: unknown): CampaignSource | null {
  if (!navigationState || typeof navigationState !== 'object') return null;
  const { campaignId, guestCampaign } = navigationState as { campaignId?: unknown; guestCampaign?: unknown };
  if (typeof campaignId === 'number' || (typeof campaignId === 'string' && campaignId !== '')) {
    return { kind: 'server', campaignId };
  }
  if (looksLikeGameState(guestCampaign)) return { kind: 'guest', initialState: guestCampaign };
  return null;
}

/** The tab to open on arrival, e.g. `{tab: 'missions'}` when coming back from a mission; else the base tab. */
export function initialTabFrom(navigationState: unknown): BaseTab {
  const tab =
    navigationState && typeof navigationState === 'object' ? (navigationState as { tab?: unknown }).tab : null;
  return (BASE_TABS as readonly unknown[]).includes(tab) ? (tab as BaseTab) : 'base';
}
