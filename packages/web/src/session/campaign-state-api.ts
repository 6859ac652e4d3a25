import {
  type ActionReport,
  applyStateDelta,
  type GameState,
  type PublicGameState,
  type StateDelta,
  withThrowawayDice,
} from '@holdfast/engine';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/ApiProvider';
import type { CampaignId } from '../api/types';
import { campaignKeys } from './campaign-api';

/** The version an `ETag` names (`"12"` or `W/"12"`), or null when there is none. */
export function versionFromEtag(etag: string | null): number | null {
  const match = etag ? /^(?:W\/)?"(\d+)"$/.exec(etag) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The engine's state of one campaign with the server's version of it, as one cached value (the
 * version travels with the copy it names). Nothing is fetched without an id. It is loaded once and
 * then kept current by the answers to our own actions (campaign-channel.ts), so it is never
 * fetched again on window focus: a copy that fell behind (another tab moved on) is corrected by
 * the next action's answer, which is then the whole state.
 */
export function useCampaignState(campaignId: CampaignId | null) {
  const api = useApi();
  return useQuery({
    queryKey: campaignKeys.state(campaignId ?? ''),
    queryFn: async (): Promise<VersionedState> => {
      const path = `/api/campaigns/${encodeURIComponent(String(campaignId))}/state`;
      const { data, etag } = await api.getTagged<PublicGameState>(path);
      // The server keeps the dice (issue 21): a stand-in generator lets the screens ask the engine
      // their questions (odds, dry runs); nothing it draws is ever shown.
      return { state: withThrowawayDice(data), version: versionFromEtag(etag) };
    },
    enabled: campaignId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // A campaign that cannot be loaded sends the player home (spec §2); do not keep them waiting.
    retry: false,
  });
}

/** The server's answer to one accepted action (POST /api/campaigns/:id/actions). */
export type ActionAnswer =
  | { state: PublicGameState; report: ActionReport; stateVersion?: number }
  | { delta: StateDelta; report: ActionReport; stateVersion: number; baseVersion: number };

/** The copy of the campaign this tab holds, and the server's version of it when known. */
export interface VersionedState {
  state: GameState;
  version: number | null;
}

/**
 * The campaign after an action's answer: a whole state is taken as it is; a delta is applied to
 * our copy when that copy is its base. Null when it cannot be (our copy is not the base, or the
 * delta does not fit it): the caller then loads the whole state again.
 */
export function stateAfterAnswer(held: VersionedState | null, answer: ActionAnswer): VersionedState | null {
  if ('state' in answer) return { state: withThrowawayDice(answer.state), version: answer.stateVersion ?? null };
  if (!held || held.version !== answer.baseVersion) return null;
  try {
    return { state: applyStateDelta(held.state, answer.delta), version: answer.stateVersion };
  } catch {
    // A mismatch (StateDeltaMismatch) or a malformed delta: either way the whole state is the cure.
    return null;
  }
}

/**
 * Our copy after a refused action: a refusal changes nothing but still takes a version, and the
 * server names it (`stateVersion` in the refusal) when our copy was current, so the same copy is
 * the base for the next delta. Without that (our copy was behind) we keep no version: the next
 * answer is the whole state.
 */
export function heldAfterRefusal(held: VersionedState | null, refusal: unknown): VersionedState | null {
  const version = (refusal as { stateVersion?: unknown } | null)?.stateVersion;
  if (!held || typeof version !== 'number') return null;
  return { state: held.state, version };
}

/**
 * Headers asking for a delta from the copy we hold. Without a known version the server answers
 * the whole state with its version, which starts the chain.
 */
export function deltaRequestHeaders(held: VersionedState | null): Record<string, string> {
  const headers: Record<string, string> = { Prefer: 'return=delta' };
  if (held?.version != null) headers['If-Match'] = `"${held.version}"`;
  return headers;
}
