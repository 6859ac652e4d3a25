/**
 * `@holdfast/engine/retired`: the one piece of retired rules kept (issue 31, ARCHITECTURE "Rules
 * versions and old saves"), release 1's battle, for the two old saves that hold no state to carry
 * over: a format-1 guest record and a replay kept without frames. The server alone imports it (its
 * verification worker and the replay route); today's rules and the web never do (biome.json).
 */
export { carryOverFormat1Record } from './carry-over-format-1';
export { FROZEN_BATTLE_RULES_VERSION, replayFrozenBattle } from './frozen-battle-rules';
