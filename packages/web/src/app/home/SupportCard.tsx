import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { useLandingTheme } from '../../theme/ThemeRoot';
import styles from './SupportCard.module.css';

interface ServerConfig {
  supportUrl: string | null;
}

/**
 * The support card (base-and-accounts §1): a link to the operator's donation page, from the
 * server's SUPPORT_URL (GET /api/config). Without the setting — or without an answer — there is no
 * card at all.
 */
export function SupportCard() {
  const theme = useLandingTheme();
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['server-config'],
    queryFn: () => api.get<ServerConfig>('/api/config'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = data?.supportUrl;
  if (!url) return null;
  return (
    <aside className={`panel ${styles.card}`} aria-labelledby="support-title">
      <h2 id="support-title" className={styles.title}>
        {theme.home.supportTitle}
      </h2>
      <p className={styles.text}>{theme.home.supportText}</p>
      <a className={`btn ${styles.link}`} href={url} target="_blank" rel="noopener noreferrer">
        {theme.home.supportLink}
      </a>
    </aside>
  );
}
