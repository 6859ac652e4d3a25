/**
 * /replay/{id} (issue 11): a kept battle played again for anyone with the link, no account needed.
 * It shows only what the battle was made of (mission, squad names, actions), never who fought it, and
 * plays the frames the server kept: no seed is ever answered (issue 32).
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useKeptReplay } from '../../session/replay-api';
import { useTheme } from '../../theme/use-theme';
import { ReplayViewer } from '../../ui/battle/ReplayViewer';
import { battleWords, replayWords } from '../../ui/battle-words';
import { CampaignMarks } from '../../ui/CampaignMarks';
import styles from './ReplayScreen.module.css';

export function ReplayScreen() {
  const { id = '' } = useParams();
  const theme = useTheme();
  const words = useMemo(() => battleWords(theme.id), [theme.id]);
  const replay = replayWords(theme.id);
  const query = useKeptReplay(id);
  // The frames are the battle; the seed stays on the server (issue 32).
  const setup = useMemo(() => (query.data ? { input: query.data.input } : null), [query.data]);

  if (query.isPending) {
    return (
      <p className="screen-status" role="status">
        {replay.loading}
      </p>
    );
  }
  if (query.isError || !setup || !query.data) {
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <main className="screen-center">
        <section className="panel screen-message" role="alert">
          <h1 className="screen-message__title">{notFound ? replay.notFoundTitle : replay.brokenTitle}</h1>
          <p>{notFound ? replay.notFoundText : (query.error?.message ?? '')}</p>
          <Link className="btn btn--primary" to="/">
            {replay.home}
          </Link>
        </section>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <p className={styles.note} role="note">
        {replay.sharedNote} <CampaignMarks marks={query.data.marks} theme={theme} />
      </p>
      <ReplayViewer
        setup={setup}
        actions={query.data.actions}
        frames={query.data.frames}
        words={words}
        replayWords={replay}
        titleLevel={1}
      />
    </main>
  );
}
