import { dailyWordsFor } from '@holdfast/engine/daily-words';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../api/ApiProvider';
import { playerMessage } from '../../api/client';
import {
  type DailyBoardRow,
  dailyKeys,
  dayBefore,
  setDailyNameHidden,
  useDailyBoard,
  useDailyToday,
} from '../../session/daily-api';
import { replayPath } from '../../session/replay-api';
import { useSession } from '../../session/SessionProvider';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { formatNumber } from '../../ui/facility-text';
import { notify } from '../../ui/Toaster';
import styles from './LeaderboardScreen.module.css';

/**
 * The daily battle's leaderboard at /{theme}/daily (issue 36): today's and yesterday's boards, each
 * row a replay link, the player's own row highlighted, the seed shown once the day is over, and the
 * option to hide one's name.
 */
export function LeaderboardScreen() {
  const theme = useTheme();
  const words = dailyWordsFor(theme.id).board;
  const { user } = useSession();
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const today = useDailyToday(user !== null);
  const [which, setWhich] = useState<'today' | 'yesterday'>('today');
  const day = today.data ? (which === 'today' ? today.data.day : dayBefore(today.data.day)) : null;
  const board = useDailyBoard(day);
  const [saving, setSaving] = useState(false);

  const nameOf = (row: DailyBoardRow) => row.name ?? fillTemplate(words.hidden, { n: row.place });
  const own = board.data?.own ?? null;
  // Shown at once; the board's next read agrees.
  const [hiding, setHiding] = useState<boolean | null>(null);
  const ownHidden = hiding ?? (own ? own.name === null : false);

  async function toggleHidden(hidden: boolean) {
    if (!day) return;
    setSaving(true);
    setHiding(hidden);
    try {
      await setDailyNameHidden(api, day, hidden);
      await queryClient.invalidateQueries({ queryKey: dailyKeys.all });
    } catch (error) {
      notify(playerMessage(error, words.empty));
    } finally {
      setHiding(null);
      setSaving(false);
    }
  }

  const rows = board.data ? [...board.data.rows, ...(own && !board.data.rows.some((r) => r.own) ? [own] : [])] : [];

  return (
    <main className={styles.screen} aria-labelledby="board-title">
      <header className={styles.header}>
        <h1 id="board-title" className={styles.title}>
          {words.title}
        </h1>
        <Button onClick={() => navigate(`/${theme.id}`)}>{words.back}</Button>
      </header>
      <nav className={styles.tabs} aria-label={words.title}>
        {(['today', 'yesterday'] as const).map((tab) => (
          <Button
            key={tab}
            variant={which === tab ? 'primary' : 'secondary'}
            aria-pressed={which === tab}
            onClick={() => setWhich(tab)}
          >
            {words[tab]}
          </Button>
        ))}
        {day && <span className={styles.day}>{day}</span>}
      </nav>
      {(today.error || board.error) && (
        <ErrorBox title={words.title}>{playerMessage(today.error ?? board.error, words.empty)}</ErrorBox>
      )}
      {board.data && (
        <>
          <p className={styles.seed} data-testid="board-seed">
            {board.data.seed ? fillTemplate(words.seed, { seed: board.data.seed }) : words.seedHidden}
          </p>
          {rows.length === 0 ? (
            <p className={styles.empty}>{words.empty}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="board">
                <thead>
                  <tr>
                    <th scope="col">{words.rank}</th>
                    <th scope="col">{words.commander}</th>
                    <th scope="col" className={styles.number}>
                      {words.score}
                    </th>
                    <th scope="col" className={styles.number}>
                      {words.turns}
                    </th>
                    <th scope="col" className={styles.number}>
                      {words.survivors}
                    </th>
                    <th scope="col">{words.replay}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={row.place}
                      className={clsx(row.own && styles.own)}
                      aria-current={row.own ? 'true' : undefined}
                      data-testid={row.own ? 'board-own' : 'board-row'}
                    >
                      <td>{row.rank}</td>
                      <td>
                        {nameOf(row)}
                        {row.own && <span className={styles.you}> ({words.you})</span>}
                        {row.edited && <span className={styles.mark}> · {words.editedMark}</span>}
                      </td>
                      <td className={styles.number}>{formatNumber(row.score)}</td>
                      <td className={styles.number}>{row.turns}</td>
                      <td className={styles.number}>{row.survivors}</td>
                      <td>
                        {row.replayId && (
                          <Link to={replayPath(row.replayId)} aria-label={`${words.watch}: ${nameOf(row)}`}>
                            {words.watch}
                          </Link>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {own && (
            <label className={styles.hide}>
              <input
                type="checkbox"
                checked={ownHidden}
                disabled={saving}
                onChange={(event) => void toggleHidden(event.currentTarget.checked)}
              />
              {words.hideName}
            </label>
          )}
          <p className={styles.note}>{words.trustNote}</p>
        </>
      )}
    </main>
  );
}
