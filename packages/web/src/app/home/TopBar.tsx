import type { PublicUser } from '../../session/session-storage';
import { useLandingTheme } from '../../theme/ThemeRoot';
import { Button } from '../../ui/Button';

interface TopBarProps {
  user: PublicUser | null;
  onSignIn: () => void;
  onLogout: () => void;
}

/** Who is at the console: the player's title and upper-cased name with LOGOUT, or the guest label with SIGN IN. */
export function TopBar({ user, onSignIn, onLogout }: TopBarProps) {
  const words = useLandingTheme().home;
  return (
    <header className="top-bar">
      {user ? (
        <>
          <p className="top-bar__identity">
            <span className="top-bar__title">{words.userTitle}</span>{' '}
            <span className="top-bar__name">{user.username.toUpperCase()}</span>
          </p>
          <Button onClick={onLogout}>{words.logout}</Button>
        </>
      ) : (
        <>
          <p className="top-bar__identity top-bar__identity--guest">
            <span className="top-bar__title">{words.guestTitle}</span>
          </p>
          <Button variant="primary" onClick={onSignIn}>
            {words.signIn}
          </Button>
        </>
      )}
    </header>
  );
}
