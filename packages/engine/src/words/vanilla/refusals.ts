/** LAST STAND's refusals: the common templates, which are the spec's exact messages. */
import { COMMON_REFUSAL_WORDS, type RefusalWords } from '../common-refusal-words';

export const VANILLA_REFUSALS: RefusalWords = COMMON_REFUSAL_WORDS;
