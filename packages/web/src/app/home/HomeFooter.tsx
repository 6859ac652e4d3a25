import clsx from 'clsx';
import type { PublicUser } from '../../session/session-storage';
import { useLandingTheme } from '../../theme/ThemeRoot';
import styles from './HomeFooter.module.css';

/** System status, clearance and (for a guest) the sign-in prompt along the bottom of the home screen. */
export function HomeFooter({ user }: { user: PublicUser | null }) {
  const words = useLandingTheme().home;
  return (
    <footer className={styles.footer}>
      <p className={styles.item}>
        <span className={styles.label}>{words.statusLabel}</span>
        <span className={clsx(styles.light, user && styles.lightOn)} aria-hidden="true" />
        <span>{user ? words.statusOperational : words.statusSignInRequired}</span>
      </p>
      <p className={styles.item}>
        <span className={styles.label}>{words.clearanceLabel}</span>
        <span>{user ? words.clearanceLevel : words.guestClearance}</span>
      </p>
      <p className={clsx(styles.item, styles.prompt)}>{user ? words.statusReady : words.signInPrompt}</p>
    </footer>
  );
}
