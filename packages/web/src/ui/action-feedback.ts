/**
 * What the player reads when an action does not go through (spec §8 'Base screen alerts').
 * A rule refusal carries the engine's own message (e.g. 'Insufficient resources!'), shown as is;
 * anything else — a lost connection, a server fault — shows the spec's 'Failed to …' text for
 * that intent, so the player never sees 'HTTP 500' and always learns the change did not happen.
 */
import type { DispatchFailure } from '../session/campaign-session';

export function failureText(failure: DispatchFailure, fallback: string): string {
  return failure.refused ? failure.error : fallback;
}
