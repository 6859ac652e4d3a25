/**
 * The daily battle's words (issue 36): the home screen's card, the leaderboard and the score's parts
 * on the after-action report, in each universe. The engine gives facts (difficulty, objective,
 * template, squad, score parts); the screens word them with these and the universe's own mission,
 * class, rank and kit words. '{…}' are filled by the screen.
 */

import type { ObjectiveKind } from '../battle/types';
import type { ClassId, ThemeId } from '../content/ids';
import type { BattleDifficulty } from '../content/missions';

export interface DailyWords {
  /** The home card's and the board's title. */
  title: string;
  difficulties: Record<BattleDifficulty, string>;
  objectiveLabel: string;
  /**
   * The home card's own copy of the objective names and class names (the universe's battle and squad
   * words hold the same): the card sits on the landing page, whose download cannot carry whole themes.
   */
  objectives: Record<ObjectiveKind, string>;
  classNames: Record<ClassId, string>;
  signIn: string;
  squadLabel: string;
  /** '{n}': commanders who have started today's battle. */
  played: string;
  start: string;
  resume: string;
  signInToPlay: string;
  /** '{score}' and '{rank}' once the player's try is over. */
  done: string;
  boardLink: string;
  loading: string;
  loadError: string;
  board: {
    title: string;
    today: string;
    yesterday: string;
    rank: string;
    commander: string;
    score: string;
    turns: string;
    survivors: string;
    replay: string;
    watch: string;
    /** '{n}': the row's place on the board, for a commander who hides their name. */
    hidden: string;
    you: string;
    empty: string;
    /** '{seed}': the day's seed, shown once the day is over. */
    seed: string;
    seedHidden: string;
    hideName: string;
    /** Shown beside a commander whose campaigns carry the "edited" mark. */
    editedMark: string;
    trustNote: string;
    back: string;
  };
  /** The after-action report's score and its parts. */
  score: {
    title: string;
    total: string;
    victory: string;
    objective: string;
    survivors: string;
    hp: string;
    turns: string;
    /** '{rank}' of '{count}'. */
    rank: string;
  };
}

export const COMMON_DAILY_WORDS: DailyWords = {
  title: "TODAY'S BATTLE",
  difficulties: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
  objectiveLabel: 'Objective',
  objectives: {
    eliminate: 'Eliminate all hostiles',
    hold: 'Hold the zone for {turns} turns',
    extract: 'Reach the extraction point',
  },
  classNames: { sniper: 'Sniper', ranger: 'Ranger', support: 'Support', heavy: 'Heavy' },
  signIn: 'SIGN IN',
  squadLabel: 'Squad',
  played: 'Commanders who have fought it: {n}',
  start: "FIGHT TODAY'S BATTLE",
  resume: "RETURN TO TODAY'S BATTLE",
  signInToPlay: 'Sign in to fight it: one try per commander each day.',
  done: 'Your try is in: {score} points, rank {rank}.',
  boardLink: 'DAILY BOARD',
  loading: "Loading today's battle...",
  loadError: "Today's battle could not be loaded.",
  board: {
    title: 'LEADERBOARD',
    today: 'TODAY',
    yesterday: 'YESTERDAY',
    rank: 'Rank',
    commander: 'Commander',
    score: 'Score',
    turns: 'Turns',
    survivors: 'Survivors',
    replay: 'Replay',
    watch: 'Watch',
    hidden: 'Commander #{n}',
    you: 'you',
    empty: 'No one has finished this battle yet.',
    seed: 'Seed of the day: {seed} (replay any entry locally to check it)',
    seedHidden: 'The seed is revealed when the day is over (UTC).',
    hideName: 'Hide my name on the board',
    editedMark: 'edited campaigns',
    trustNote:
      'Every score here is the server\'s own replay of a battle it kept, action by action. Nothing else about a commander is vouched for: those marked "edited campaigns" changed campaign records by hand.',
    back: 'BACK',
  },
  score: {
    title: 'DAILY SCORE',
    total: 'Score',
    victory: 'Victory',
    objective: 'Objective met',
    survivors: 'Soldiers alive',
    hp: 'HP kept',
    turns: 'Turns used',
    rank: 'Rank {rank} of {count}',
  },
};

function words(
  overrides: Partial<Omit<DailyWords, 'board' | 'score'>> & {
    board?: Partial<DailyWords['board']>;
    score?: Partial<DailyWords['score']>;
  },
): DailyWords {
  return {
    ...COMMON_DAILY_WORDS,
    ...overrides,
    board: { ...COMMON_DAILY_WORDS.board, ...overrides.board },
    score: { ...COMMON_DAILY_WORDS.score, ...overrides.score },
  };
}

export const DAILY_WORDS: Record<ThemeId, DailyWords> = {
  vanilla: COMMON_DAILY_WORDS,
  devastators: words({
    title: "TODAY'S SORTIE",
    objectives: {
      eliminate: 'Scrap every machine',
      hold: 'Hold the yard for {turns} turns',
      extract: 'Reach the pick-up train',
    },
    played: 'Engineers who have run it: {n}',
    start: "RUN TODAY'S SORTIE",
    resume: "BACK TO TODAY'S SORTIE",
    signInToPlay: 'Sign in to run it: one sortie per engineer each day.',
    squadLabel: 'Crew',
    board: {
      title: 'DISPATCH BOARD',
      commander: 'Engineer',
      hidden: 'Engineer #{n}',
      empty: 'No crew has come back from this sortie yet.',
      hideName: 'Keep my name off the dispatch board',
      editedMark: 'forged ledger',
      trustNote:
        'Every score here is the yard’s own replay of a sortie it logged, move by move. Nothing else about an engineer is vouched for: those marked "forged ledger" wrote campaign entries by hand.',
    },
    score: { title: 'SORTIE TALLY' },
  }),
  majestic: words({
    title: "TODAY'S OPERATION",
    objectives: {
      eliminate: 'Neutralise all entities',
      hold: 'Secure the site for {turns} turns',
      extract: 'Reach the exfiltration point',
    },
    played: 'Directors who have run it: {n}',
    start: "RUN TODAY'S OPERATION",
    resume: "RETURN TO TODAY'S OPERATION",
    signInToPlay: 'Sign in to run it: one attempt per director each day.',
    squadLabel: 'Team',
    board: {
      title: 'DIRECTORATE RANKINGS',
      commander: 'Director',
      hidden: 'Director #{n}',
      empty: 'No team has reported back from this operation yet.',
      hideName: 'Redact my name on the rankings',
      editedMark: 'altered files',
      trustNote:
        'Every score here is the directorate’s own replay of an operation it recorded, action by action. Nothing else about a director is vouched for: those marked "altered files" changed campaign records by hand.',
    },
    score: { title: 'OPERATION ASSESSMENT' },
  }),
  archbound: words({
    title: "TODAY'S TRIAL",
    objectives: {
      eliminate: 'Banish every spawn',
      hold: 'Keep the ward-ring for {turns} turns',
      extract: 'Reach the waygate',
    },
    played: 'Wardens who have faced it: {n}',
    start: "FACE TODAY'S TRIAL",
    resume: "RETURN TO TODAY'S TRIAL",
    signInToPlay: 'Sign in to face it: one trial per warden each day.',
    squadLabel: 'Company',
    board: {
      title: 'ROLL OF THE THRESHOLD',
      commander: 'Warden',
      hidden: 'Warden #{n}',
      empty: 'No company has returned from this trial yet.',
      hideName: 'Leave my name off the roll',
      editedMark: 'rewritten chronicle',
      trustNote:
        'Every score here is the keep’s own replay of a trial it witnessed, deed by deed. Nothing else about a warden is vouched for: those marked "rewritten chronicle" changed campaign records by hand.',
    },
    score: { title: 'TRIAL RECKONING' },
  }),
};

export function dailyWordsFor(themeId: ThemeId): DailyWords {
  return DAILY_WORDS[themeId];
}
