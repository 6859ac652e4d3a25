/**
 * The battle, after-action and replay screens' words (theme config `battle`, `afterAction`,
 * `replay`): unit and ability names, log templates, turn labels. These common words are LAST
 * STAND's; each universe spreads them and rewrites what its people say differently
 * (`<id>/battle-words.ts`). The spec's fixed lines (missions-battle-themes §2, §4, §8) are here.
 * The combat log's lines are the engine's facts (battle/log.ts) worded with `log`.
 */

import type { ObjectiveKind } from '../battle/types';
import { ABILITIES, type AbilityId } from '../content/abilities';
import type { HostileTypeId } from '../content/hostiles';

export interface BattleLogTemplates {
  /** Spec §4, exact. */
  turnStarted: string;
  yourTurn: string;
  enemyTurn: string;
  moved: string;
  hit: string;
  miss: string;
  overwatchHit: string;
  overwatchMiss: string;
  damaged: string;
  redirected: string;
  downed: string;
  killed: string;
  abilityUsed: string;
  abilityUsedOn: string;
  abilityUsedAt: string;
  effectApplied: string;
  effectExpired: string;
  healed: string;
  revived: string;
  apRefunded: string;
  serialKillerEnded: string;
  enemySkipped: string;
  /** Issue 24: a pod was seen or attacked: '{units}' (names joined with ', ') act from their next turn. */
  hostilesAlerted: string;
  /** Issue 33: a pod woke on gunfire within earshot ('{units}'), or because the squad neared the objective. */
  hostilesHeard: string;
  hostilesRallied: string;
  /** Issue 33: the hit was on a target its cover did not protect ('{target}'): 1 more damage. */
  exposedHit: string;
  /** Issue 24: the squad held the zone through a turn: '{held}' of '{needed}'. */
  zoneHeld: string;
  /** Issue 24: the mission's objective was met: '{objective}' is `objectives[kind]`. */
  objectiveMet: string;
  /** Issue 24: what meeting each objective is called, in the log and the after-action report. */
  objectives: Record<ObjectiveKind, string>;
  /** Issue 24: a grenadier's blast announced ('{unit}', '{x}', '{y}': its centre), then landing. */
  blastAnnounced: string;
  blastLanded: string;
  /** Spec §2, exact. */
  missionAborted: string;
  /** Issue 35: the log's last line of a won battle, one per objective that won it (kill-all: `eliminate`). */
  victories: Record<ObjectiveKind, string>;
  /** The squad fell: the same loss for every objective (an aborted battle says `missionAborted` instead). */
  defeat: string;
  undone: string;
  resumed: string;
  /** A kept battle's order that never reached the server (the network failed): nothing happened. */
  notSent: string;
  /** A hostile's name on the field, the panels and the log: 'Hostile-{n}' (n is its number). */
  enemy: string;
  /** The universe's names for abilities, one for every ability id (the common words: the catalogue's names). */
  abilities: Readonly<Record<AbilityId, string>>;
}

export interface BattleWords {
  log: BattleLogTemplates;
  yourTurn: string;
  enemyTurn: string;
  turn: string;
  endTurn: string;
  abort: string;
  abortQuestion: string;
  /** Issue 35: what an abort costs, under the question: the downed die, nothing is paid. */
  abortConsequences: string;
  abortConfirm: string;
  abortCancel: string;
  abortTitle: string;
  squadTitle: string;
  hostilesTitle: string;
  allHostilesEliminated: string;
  hp: string;
  ap: string;
  downed: string;
  gridLabel: string;
  logTitle: string;
  actionsTitle: string;
  selectPrompt: string;
  move: string;
  shoot: string;
  deselect: string;
  undo: string;
  abilitiesTitle: string;
  noAbilities: string;
  cooldown: string;
  apCost: string;
  uses: string;
  modeMove: string;
  modeShoot: string;
  modeAbility: string;
  targetTitle: string;
  targetPrompt: string;
  hitChance: string;
  damageRange: string;
  noLineOfSight: string;
  parts: Record<
    | 'base'
    | 'distance'
    | 'cover'
    | 'flanked'
    | 'ambush'
    | 'armor'
    | 'defense'
    | 'suppressed'
    | 'marked'
    | 'overwatch'
    | 'aimed'
    | 'floor'
    | 'cap',
    string
  >;
  /**
   * Issue 24: the mission's objective on the board (its name, its progress, its tiles in the legend),
   * the after-action report's line, and the mark on a hostile whose pod is not yet alerted.
   */
  objective: {
    title: string;
    /** The objective as the briefing and the board name it; hold's '{turns}' is the turns needed. */
    names: Record<ObjectiveKind, string>;
    holdProgress: string;
    contested: string;
    /** Issue 33: a hostile at the extraction point keeps it shut. */
    exitContested: string;
    /** Issue 33: no hostile has noticed the squad yet (the header's cue). */
    concealed: string;
    extractProgress: string;
    eliminateProgress: string;
    /** The report's line: '{objective}' is `log.objectives[kind]`. */
    report: string;
    zoneTile: string;
    extractTile: string;
    unaware: string;
    unawareLegend: string;
  };
  /** Issue 22: a hostile's own shots (the TARGET panel under the odds), a soldier's worst exposure. */
  threatsTitle: string;
  threat: string;
  noThreats: string;
  exposure: string;
  notExposed: string;
  /** Issue 22: the hostiles' forecast turn, listed and drawn on the board. */
  intentsTitle: string;
  intentShoot: string;
  intentMoveShoot: string;
  intentAdvance: string;
  intentHold: string;
  intentRoll: string;
  /** Issue 24: a hostile that will watch ('{unit}', '{x}', '{y}'), mark a blast, or whose blast lands first. */
  intentOverwatch: string;
  intentBlast: string;
  intentLanding: string;
  /** Issue 24: the marks on the board for an announced blast's tiles and a hostile on overwatch, and their legend. */
  blastMark: string;
  overwatchMark: string;
  /**
   * Issue 35: the destination under the cursor, on the board: the likeliest shot at the soldier there,
   * none in sight, and a hostile that would flank its cover; the area an armed ability reaches.
   */
  destination: { shot: string; unseen: string; flanked: string };
  legendBlast: string;
  /** Issue 24: each hostile type's word and icon (a glyph on its token), per universe. */
  /**
   * A hostile type's name, its text icon (kept for older screens; the board draws the type's SVG
   * silhouette) and, issue 35, one line saying what it does (the hostile panel and the legend).
   */
  hostileTypes: Record<HostileTypeId, { name: string; icon: string; does: string }>;
  /** The intents panel with no hostile left alive. */
  noIntents: string;
  /** Issue 35: the intents panel when hostiles remain but none will act (the battle is over): '{left}' of them. */
  noIntentsRemain: string;
  showIntents: string;
  /** Issue 22: the legend under the board and the first battle's hint. */
  legendTitle: string;
  legend: { half: string; full: string; oneAp: string; twoAp: string; intent: string; kia: string };
  hintTitle: string;
  hint: string;
  hintDismiss: string;
  /** The DOWN marker's meaning, and a downed soldier an ally can still revive. */
  kiaUnlessRevived: string;
  revivable: string;
  /** Issue 22: an ability's numbers in battle units, beside it. */
  figures: {
    damage: string;
    damageShots: string;
    heal: string;
    revive: string;
    reach: string;
    inSight: string;
    self: string;
    radius: string;
    duration: string;
    /** Issue 35: an effect used on your turn that lasts through the enemy's turn (and your next). */
    lastsEnemyTurn: string;
    lastsEnemyAndOwnTurn: string;
    cooldown: string;
    endsTurn: string;
    sureHit: string;
    /** Suppression's pin. */
    rooted: string;
    defense: string;
    aimPenalty: string;
    aimBonus: string;
  };
  confirm: string;
  modeConfirm: string;
  /** Issue 22: the marks a shot, a wound and a fall leave on the board (cosmetic, from the log's facts). */
  marks: { hit: string; miss: string; damage: string; down: string; killed: string; heal: string };
  sound: string;
  cover: { half: string; full: string };
  tile: string;
  /** What a tile's spoken name adds: the selected unit's tile, a move in reach ('{cost}' is apCost), a hostile in sight. */
  tileSelected: string;
  tileReachable: string;
  tileTarget: string;
  tileTargetOdds: string;
  /** A soldier's line under their name in the squad panel: 'Sergeant - Ranger'. */
  unitDetail: string;
  enemyActing: string;
  skipEnemyTurn: string;
  fastEnemy: string;
  keysTitle: string;
  keys: { key: string; does: string }[];
  /** A signed-in player's battle while the server opens it, and when it cannot (issue 21). */
  opening: string;
  openFailedTitle: string;
  successTitle: string;
  /** Issue 35: the result card's sentence for a win, one per objective that won it (kill-all: `eliminate`). */
  successTexts: Record<ObjectiveKind, string>;
  failedTitle: string;
  failedText: string;
  funds: string;
  intel: string;
  casualties: string;
  turns: string;
  afterActionReport: string;
  sampleNote: string;
  /** On the missions tab: back to the briefing of a manual mission still awaiting its battle. */
  resumeMission: string;
  resumeMissionLabel: string;
  /** Spec §8, a console warning (not shown on screen): a soldier without a class id keeps base stats only. '{name}'. */
  noClassWarning: string;
}

export interface AfterActionWords {
  title: string;
  victory: string;
  defeat: string;
  operation: string;
  unknownMission: string;
  /** The resources paid are named by the universe's `resources` (issue 35); reputation has no other name. */
  reputation: string;
  xp: string;
  statisticsTitle: string;
  turnsElapsed: string;
  survivors: string;
  casualties: string;
  survivalRate: string;
  survivorsTitle: string;
  casualtiesTitle: string;
  survived: string;
  kia: string;
  hpOutOf: string;
  xpGained: string;
  /** One kill: '+{xp} XP (1 kill)'. */
  xpGainedOneKill: string;
  flawless: string;
  noCasualties: string;
  noSurvivors: string;
  ratingTitle: string;
  ratings: { S: string; A: string; B: string; C: string };
  analysisTitle: string;
  analysis: string;
  footer: string;
  returnToBase: string;
  returning: string;
  refusedTitle: string;
  noCampaignWarning: string;
  /** Watching the battle again (issue 11): the report's controls and the base's toast on the way home. */
  watchAgain: string;
  closeReplay: string;
  copyLink: string;
  linkCopied: string;
  linkLabel: string;
  resultToastVictory: string;
  resultToastDefeat: string;
}

/** The replay viewer's words: on the report and at /replay/{id}. */
export interface ReplayWords {
  title: string;
  play: string;
  pause: string;
  stepBack: string;
  stepForward: string;
  restart: string;
  speed: string;
  /** One choice of the speed list: '2x'. */
  speedOption: string;
  position: string;
  positionLabel: string;
  controlsLabel: string;
  loading: string;
  notFoundTitle: string;
  notFoundText: string;
  brokenTitle: string;
  sharedNote: string;
  home: string;
}

export const COMMON_BATTLE_WORDS: BattleWords = {
  log: {
    turnStarted: '--- Turn {turn} ---',
    yourTurn: 'Your turn begins',
    enemyTurn: 'Enemy turn begins',
    moved: '{unit} moves to ({x}, {y})',
    hit: '{shooter} fires at {target}: HIT ({chance}%)',
    miss: '{shooter} fires at {target}: MISS ({chance}%)',
    overwatchHit: '{shooter} reacts on overwatch: HIT {target} ({chance}%)',
    overwatchMiss: '{shooter} reacts on overwatch: MISS {target} ({chance}%)',
    damaged: '{unit} takes {amount} damage ({hp} HP left)',
    redirected: '{guardian} shields {target} and takes {amount} damage',
    downed: '{unit} is down!',
    killed: '{unit} eliminated by {by}',
    abilityUsed: '{unit} uses {ability}',
    abilityUsedOn: '{unit} uses {ability} on {target}',
    abilityUsedAt: '{unit} uses {ability} at ({x}, {y})',
    effectApplied: '{unit}: {ability} for {turns} turns',
    effectExpired: '{ability} wears off {unit}',
    healed: '{unit} recovers {amount} HP ({hp} HP)',
    revived: '{unit} is back on their feet with {hp} HP',
    apRefunded: '{unit} regains {amount} AP',
    serialKillerEnded: "{unit}'s Serial Killer ends",
    enemySkipped: '{unit} holds position',
    hostilesAlerted: 'Contact! {units} spotted the squad',
    hostilesHeard: 'Contact! {units} heard the gunfire',
    hostilesRallied: 'Contact! {units} converge on the objective',
    exposedHit: '{target} was exposed: +1 damage',
    zoneHeld: 'The zone is held ({held}/{needed} turns)',
    objectiveMet: 'Objective complete: {objective}',
    objectives: { eliminate: 'all hostiles eliminated', hold: 'zone held', extract: 'squad extracted' },
    blastAnnounced: '{unit} marks a blast at ({x}, {y}): it lands next turn',
    blastLanded: '{unit}’s blast lands at ({x}, {y})',
    missionAborted: 'Mission aborted by commander',
    victories: {
      eliminate: 'All hostiles eliminated',
      hold: 'The zone is held',
      extract: 'The squad is extracted',
    },
    defeat: 'The squad has fallen',
    undone: '{unit} returns to ({x}, {y})',
    resumed: 'Battle resumed: turn {turn}',
    notSent: 'The order did not reach the server: nothing happened, try again',
    enemy: 'Hostile-{n}',
    abilities: Object.fromEntries(ABILITIES.map((ability) => [ability.id, ability.name])) as Record<AbilityId, string>,
  },
  yourTurn: 'YOUR TURN',
  enemyTurn: 'ENEMY TURN',
  turn: 'TURN {turn}',
  endTurn: 'END TURN',
  abort: 'ABORT',
  abortTitle: 'ABORT MISSION',
  abortQuestion: 'Are you sure you want to abort the mission?',
  abortConsequences:
    'Aborting is a defeat: downed soldiers die (K.I.A.), the wounded come home wounded, and the mission pays nothing.',
  abortConfirm: 'ABORT MISSION',
  abortCancel: 'CONTINUE FIGHTING',
  squadTitle: 'YOUR SQUAD',
  hostilesTitle: 'HOSTILES',
  allHostilesEliminated: 'All hostiles eliminated',
  hp: 'HP',
  ap: 'AP',
  downed: 'DOWN',
  gridLabel: 'Battlefield',
  logTitle: 'COMBAT LOG',
  actionsTitle: 'ACTIONS',
  selectPrompt: 'Select a unit to view available actions',
  move: 'MOVE',
  shoot: 'SHOOT',
  deselect: 'DESELECT',
  undo: 'UNDO MOVE',
  abilitiesTitle: 'ABILITIES',
  noAbilities: 'No abilities',
  cooldown: 'CD: {turns}',
  apCost: '{ap} AP',
  uses: '{uses} left',
  modeMove: 'Mode: move. Choose a highlighted tile.',
  modeShoot: 'Mode: shoot. Choose a hostile.',
  modeAbility: 'Mode: {ability}. Choose a highlighted target.',
  targetTitle: 'TARGET',
  targetPrompt: 'Point at a hostile to see the odds.',
  hitChance: '{chance}% to hit',
  damageRange: 'Damage {min}-{max}',
  noLineOfSight: 'No line of sight',
  parts: {
    base: 'Weapon accuracy',
    distance: 'Distance',
    cover: 'Cover',
    armor: 'Armor',
    defense: 'Defense bonus',
    suppressed: 'Suppressed',
    marked: 'Marked',
    overwatch: 'Overwatch',
    flanked: 'Flanked: shot from the side of its cover',
    ambush: 'Ambush: it has not noticed you',
    aimed: 'Careful aim',
    floor: 'Floor (never under 20%)',
    cap: 'Cap (never over 95%)',
  },
  objective: {
    title: 'OBJECTIVE',
    names: {
      eliminate: 'Eliminate all hostiles',
      hold: 'Hold the zone for {turns} turns',
      extract: 'Reach the extraction point',
    },
    holdProgress: '{held}/{needed} turns held',
    contested: 'contested: a hostile is at the zone',
    exitContested: 'blocked: a hostile is at the extraction point',
    concealed: 'Squad concealed',
    extractProgress: '{on}/{needed} soldiers at the extraction point',
    eliminateProgress: '{left} hostiles left',
    report: 'Objective met: {objective}',
    zoneTile: 'Zone to hold',
    extractTile: 'Extraction point',
    unaware: 'unaware',
    unawareLegend: 'Z: hostile not yet alerted; acts once it notices the squad or hears gunfire',
  },
  threatsTitle: 'ITS SHOTS AT YOUR SQUAD',
  threat: '{target}: {chance}%',
  noThreats: 'None of your squad is in its range and sight.',
  exposure: 'Worst exposure {chance}% ({by})',
  notExposed: 'Not exposed',
  intentsTitle: 'ENEMY INTENTS',
  intentShoot: '{unit} fires at {target}: {chance}%',
  intentMoveShoot: '{unit} moves to ({x}, {y}), then fires at {target}: {chance}%',
  intentAdvance: '{unit} advances to ({x}, {y})',
  intentHold: '{unit} holds position',
  intentRoll: 'a roll before it acts may change this',
  intentOverwatch: '{unit} takes ({x}, {y}) and watches: it fires at the first soldier who moves in its sight',
  intentBlast: '{unit} marks a blast on ({x}, {y}): it lands next turn',
  intentLanding: '{unit}’s marked blast lands on ({x}, {y}) first: step out of it',
  blastMark: 'BLAST',
  overwatchMark: 'WATCH',
  destination: { shot: '{chance}%', unseen: 'unseen', flanked: 'FLANKED' },
  legendBlast: 'Marked blast: it lands when its thrower next acts',
  hostileTypes: {
    trooper: { name: 'Trooper', icon: '▲', does: 'Fights from cover at middle range.' },
    marksman: {
      name: 'Marksman',
      icon: '⌖',
      does: 'Long reach and sharp aim; overwatches when it has no good shot. Fragile.',
    },
    rusher: { name: 'Rusher', icon: '»', does: 'Closes in fast and hits hard up close; tough, but a poor shot.' },
    grenadier: {
      name: 'Grenadier',
      icon: '✹',
      does: 'Marks a blast a turn ahead: leave the marked tiles before it acts again.',
    },
  },
  noIntents: 'No hostile left to act.',
  noIntentsRemain: 'Hostiles left: {left}. None will act.',
  showIntents: 'SHOW INTENTS',
  legendTitle: 'LEGEND',
  legend: {
    half: 'Half cover: stand on it, −20 to hit you',
    full: 'Full cover: stand on it, −40; blocks sight both ways',
    oneAp: '1 AP move',
    twoAp: '2 AP move',
    intent: 'A hostile’s next move and shot',
    kia: 'Down: K.I.A. unless revived this battle',
  },
  hintTitle: 'FIRST BATTLE',
  hint: 'Cover works when you stand ON its tile, against shots from the north or south: a shot from the side flanks it. Full cover also blocks sight, yours as well as theirs. Red lines show what each hostile will do next turn.',
  hintDismiss: 'GOT IT',
  kiaUnlessRevived: 'K.I.A. unless revived',
  revivable: 'can be revived',
  figures: {
    damage: '{damage} HP',
    damageShots: '{shots} × {damage} HP',
    heal: '+{heal} HP',
    revive: 'back at {hp} HP',
    reach: 'reach {reach}',
    inSight: 'any in sight',
    self: 'self',
    radius: 'radius {radius}',
    duration: '{turns} turns',
    lastsEnemyTurn: 'until the enemy turn ends',
    lastsEnemyAndOwnTurn: 'through the enemy turn and your next',
    cooldown: 'cooldown {turns}',
    endsTurn: 'ends turn',
    sureHit: 'never misses',
    rooted: 'cannot move',
    defense: '−{points} to hit',
    aimPenalty: '−{points} aim',
    aimBonus: '+{points} to hit it',
  },
  confirm: 'CONFIRM',
  modeConfirm: 'Mode: {ability}. Confirm to use it (Enter or its key again).',
  marks: { hit: 'HIT', miss: 'MISS', damage: '−{amount}', down: 'DOWN', killed: 'ELIMINATED', heal: '+{amount}' },
  sound: 'SOUND',
  cover: { half: 'half cover', full: 'full cover' },
  tile: 'Tile {x}, {y}',
  tileSelected: 'selected',
  tileReachable: 'reachable, {cost}',
  tileTarget: 'target',
  tileTargetOdds: 'target, {odds}',
  unitDetail: '{rank} - {class}',
  enemyActing: 'Hostiles are moving...',
  skipEnemyTurn: 'SKIP',
  fastEnemy: 'FAST',
  keysTitle: 'KEYS',
  keys: [
    { key: 'Arrows', does: 'Move the tile cursor' },
    { key: 'Enter / Space', does: 'Select, move, shoot or use the ability on the tile' },
    { key: 'N', does: 'Next soldier' },
    { key: 'T', does: 'Next hostile in sight' },
    { key: 'M', does: 'Move mode' },
    { key: 'S', does: 'Shoot mode (stays armed while AP remains)' },
    { key: '1-9', does: 'Choose an ability; press again to confirm one without a target' },
    { key: 'U', does: 'Undo a move that revealed nothing' },
    { key: 'E', does: 'End turn' },
    { key: 'F', does: 'Skip the enemy turn' },
    { key: 'Escape', does: 'Back to move mode, then deselect' },
  ],
  opening: 'Opening the battle...',
  openFailedTitle: 'BATTLE UNAVAILABLE',
  successTitle: 'MISSION SUCCESS',
  successTexts: {
    eliminate: 'All hostiles eliminated. Excellent work, Commander.',
    hold: 'The zone held to the last turn. Excellent work, Commander.',
    extract: 'The squad is out through the extraction point. Excellent work, Commander.',
  },
  failedTitle: 'MISSION FAILED',
  failedText: 'Mission objectives not met. Retreating to base.',
  funds: 'Funds',
  intel: 'Intel',
  casualties: 'Casualties',
  turns: 'Turns',
  afterActionReport: 'AFTER ACTION REPORT',
  sampleNote: 'No mission was handed to this screen: a practice battle. Nothing is saved.',
  resumeMission: 'RESUME',
  resumeMissionLabel: 'Resume {name}',
  noClassWarning: 'Battle: {name} has no class id; fighting with base stats only.',
};

export const COMMON_AFTER_ACTION_WORDS: AfterActionWords = {
  title: 'AFTER ACTION REPORT',
  victory: 'MISSION ACCOMPLISHED',
  defeat: 'MISSION FAILED',
  operation: 'OPERATION: {name}',
  unknownMission: 'Unknown Mission',
  reputation: 'REPUTATION',
  xp: 'XP',
  statisticsTitle: 'Mission Statistics',
  turnsElapsed: 'Turns elapsed',
  survivors: 'Survivors',
  casualties: 'Casualties',
  survivalRate: 'Survival rate',
  survivorsTitle: 'SURVIVORS',
  casualtiesTitle: 'CASUALTIES',
  survived: 'SURVIVED',
  kia: 'K.I.A.',
  hpOutOf: '{hp}/{maxHp} HP',
  xpGained: '+{xp} XP ({kills} kills)',
  xpGainedOneKill: '+{xp} XP (1 kill)',
  flawless: 'FLAWLESS VICTORY',
  noCasualties: 'No casualties sustained',
  noSurvivors: 'No survivors',
  ratingTitle: 'PERFORMANCE RATING',
  ratings: {
    S: 'PERFECT - No casualties',
    A: 'EXCELLENT - Minimal losses',
    B: 'GOOD - Mission success maintained',
    C: 'ADEQUATE - Heavy casualties',
  },
  analysisTitle: 'Mission Analysis',
  analysis:
    'The squad could not complete its objectives. Recruit more soldiers, improve their equipment in the squad tab, or pick missions more carefully before deploying again.',
  footer: 'Mission data will be saved to campaign progress',
  returnToBase: 'RETURN TO BASE',
  returning: 'REPORTING...',
  refusedTitle: 'The result was not accepted',
  noCampaignWarning: 'After-action report: no campaign in the navigation state; nothing will be saved.',
  watchAgain: 'WATCH AGAIN',
  closeReplay: 'CLOSE REPLAY',
  copyLink: 'COPY LINK',
  linkCopied: 'Replay link copied',
  linkLabel: 'Replay link',
  resultToastVictory: '{title}: {mission}. +{funds} {fundsLabel}, +{intel} {intelLabel}',
  resultToastDefeat: '{title}: {mission}. {casualties} K.I.A.',
};

export const COMMON_REPLAY_WORDS: ReplayWords = {
  title: 'BATTLE REPLAY',
  play: 'PLAY',
  pause: 'PAUSE',
  stepBack: 'STEP BACK',
  stepForward: 'STEP FORWARD',
  restart: 'RESTART',
  speed: 'Speed',
  speedOption: '{speed}x',
  position: 'Step {step} of {total}',
  positionLabel: 'Replay position',
  controlsLabel: 'Replay controls',
  loading: 'Loading replay...',
  notFoundTitle: 'REPLAY NOT FOUND',
  notFoundText: 'No battle is kept under this link. Check the address you were given.',
  brokenTitle: 'This replay cannot be played',
  sharedNote: 'A fought battle, played again step by step. No account needed.',
  home: 'HOME',
};

/** What a universe says differently on the battle screens; everything else is the common wording. */
export interface BattleWordOverrides {
  battle?: Partial<Omit<BattleWords, 'log'>> & { log?: Partial<BattleLogTemplates> };
  afterAction?: Partial<AfterActionWords>;
  replay?: Partial<ReplayWords>;
}

export interface ThemeBattleWords {
  battle: BattleWords;
  afterAction: AfterActionWords;
  replay: ReplayWords;
}

/** The keyboard help with a universe's words for the keys that name its units ('N': 'Next warden'). */
export function battleKeysWith(does: Readonly<Record<string, string>>): BattleWords['keys'] {
  return COMMON_BATTLE_WORDS.keys.map((k) => ({ key: k.key, does: does[k.key] ?? k.does }));
}

export function battleWordsWith(overrides: BattleWordOverrides): ThemeBattleWords {
  const own = overrides.battle ?? {};
  return {
    battle: { ...COMMON_BATTLE_WORDS, ...own, log: { ...COMMON_BATTLE_WORDS.log, ...own.log } },
    afterAction: { ...COMMON_AFTER_ACTION_WORDS, ...overrides.afterAction },
    replay: { ...COMMON_REPLAY_WORDS, ...overrides.replay },
  };
}
