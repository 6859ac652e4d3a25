/** LAST STAND's battle words: the common wording. */
import { battleWordsWith, type ThemeBattleWords } from '../common-battle-words';

export const VANILLA_BATTLE_WORDS: ThemeBattleWords = battleWordsWith({});
