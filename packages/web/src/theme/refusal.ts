/**
 * The rules' refusals in the campaign's universe, for the refusals the web meets itself: a guest
 * campaign's actions, a disabled button's reason, a battle action. (The server words the refusals
 * it answers with the same way.) The words are the theme's templates (engine: refusal-wording.ts).
 */
import type { GameError, GameState } from '@holdfast/engine';
import { themeFor, wordRefusal } from '@holdfast/engine/themes';

/** A refusal of an action on this campaign, in its universe's words. */
export function refusalMessage(state: Pick<GameState, 'theme'>, error: GameError): string {
  return wordRefusal(themeFor(state.theme), error);
}
