import clsx from 'clsx';
import type { PublicUser } from '../../session/session-storage';
import { useLandingTheme } from '../../theme/ThemeRoot';
import { Button } from '../../ui/Button';
import styles from './TopBar.module.css';

interface TopBarProps {
  user: PublicUser | null;
  onSignIn: () => void;
  onLogout: () => void;
  /** Opens the account dialog (e-mail and password). */
  onAccount: () => void;
}

/** Who is at the console: the player's title and upper-cased name with ACCOUNT and LOGOUT, or the guest label with SIGN IN. */
export function TopBar({ user, onSignIn, onLogout, onAccount }: TopBarProps) {
  const words = useLandingTheme().home;
  return (
    <header className={styles.bar}>
      {user ? (
        <>
          <p className={styles.identity}>
            <span className={styles.title}>{words.userTitle}</span>{' '}
            <span className={styles.name}>{user.username.toUpperCase()}</span>
          </p>
          <span className={styles.actions}>
            <Button onClick={onAccount}>{words.account}</Button>
            <Button onClick={onLogout}>{words.logout}</Button>
          </span>
        </>
      ) : (
        <>
          <p className={clsx(styles.identity, styles.guest)}>
            <span className={styles.title}>{words.guestTitle}</span>
          </p>
          <Button variant="primary" onClick={onSignIn}>
            {words.signIn}
          </Button>
        </>
      )}
    </header>
  );
}
