import { dailyWordsFor } from '@holdfast/engine/daily-words';
import { useNavigate } from 'react-router';
import { dailyBoardPath, useDailyToday } from '../../session/daily-api';
import { useSession } from '../../session/SessionProvider';
import { useLandingTheme } from '../../theme/ThemeRoot';
import { fillTemplate } from '../../theme/template';
import { Button } from '../../ui/Button';
import styles from './DailyCard.module.css';

/**
 * "Today's battle" on the home screen (issue 36): its difficulty, objective, squad and how many have
 * fought it, in the chosen universe. A signed-in player begins (or resumes) their one try; a guest
 * is asked to sign in. Its words are the universe's daily words alone: it sits on the landing page,
 * whose download carries no whole theme (issue 16's budget).
 */
// Not ui/facility-text's formatNumber: that module brings the rules' economy and the themes with it.
const numbers = new Intl.NumberFormat('en-US');
const formatNumber = (value: number) => numbers.format(value);

export function DailyCard() {
  const theme = useLandingTheme();
  const words = dailyWordsFor(theme.id);
  const { user } = useSession();
  const navigate = useNavigate();
  const { data, error } = useDailyToday(user !== null);

  if (error) return null;
  if (!data) {
    return (
      <section className={`panel ${styles.card}`} aria-busy="true" aria-label={words.title}>
        <p className={styles.muted}>{words.loading}</p>
      </section>
    );
  }
  const { setup, entry } = data;
  const objective = words.objectives[setup.objective.kind];
  const begin = (resume: boolean) =>
    navigate(`/${theme.id}/battle`, { state: { daily: { day: data.day, begin: !resume } } });

  return (
    <section className={`panel ${styles.card}`} aria-labelledby="daily-title" data-testid="daily-card">
      <h2 id="daily-title" className={styles.title}>
        {words.title} <span className={styles.day}>{data.day}</span>
      </h2>
      <p className={styles.mission}>{words.difficulties[setup.difficulty]}</p>
      <p className={styles.line}>
        <span className={styles.label}>{words.objectiveLabel}:</span>{' '}
        {fillTemplate(objective, { turns: 'turns' in setup.objective ? setup.objective.turns : 0 })}
      </p>
      <div className={styles.line}>
        <span className={styles.label}>{words.squadLabel}:</span>
        <ul className={styles.squad}>
          {setup.squad.map((soldier) => (
            <li key={soldier.id}>
              {soldier.name}{' '}
              <span className={styles.muted}>
                · {soldier.rank} · {words.classNames[soldier.classId]}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.muted} data-testid="daily-played">
        {fillTemplate(words.played, { n: formatNumber(data.played) })}
      </p>
      {entry?.finished && entry.score && (
        <p className={styles.done} data-testid="daily-done">
          {fillTemplate(words.done, { score: formatNumber(entry.score.total), rank: entry.rank ?? '–' })}
        </p>
      )}
      {!user && <p className={styles.muted}>{words.signInToPlay}</p>}
      <div className={styles.buttons}>
        {user && !entry && (
          <Button variant="primary" onClick={() => begin(false)}>
            {words.start}
          </Button>
        )}
        {user && entry && !entry.finished && (
          <Button variant="primary" onClick={() => begin(true)}>
            {words.resume}
          </Button>
        )}
        <Button onClick={() => navigate(dailyBoardPath(theme.id))}>{words.boardLink}</Button>
      </div>
    </section>
  );
}
