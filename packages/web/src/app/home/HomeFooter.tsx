import type { PublicUser } from '../../session/session-storage';
import { useLandingTheme } from '../../theme/ThemeRoot';

/** System status, clearance and (for a guest) the sign-in prompt along the bottom of the home screen. */
export function HomeFooter({ user }: { user: PublicUser | null }) {
  const words = useLandingTheme().home;
  return (
    <footer className="home-footer">
      <p className="home-footer__item">
        <span className="home-footer__label">{words.statusLabel}</span>
        <span className={user ? 'status-light status-light--on' : 'status-light'} aria-hidden="true" />
        <span>{user ? words.statusOperational : words.statusSignInRequired}</span>
      </p>
      <p className="home-footer__item">
        <span className="home-footer__label">{words.clearanceLabel}</span>
        <span>{user ? words.clearanceLevel : words.guestClearance}</span>
      </p>
      <p className="home-footer__item home-footer__prompt">{user ? words.statusReady : words.signInPrompt}</p>
    </footer>
  );
}
