import { Link } from 'react-router';
import { useLandingTheme } from '../theme/ThemeRoot';

/** An honest stand-in for a screen a later issue delivers: it says so, and offers the way home. */
export function ComingLaterScreen({ title, text }: { title: string; text: string }) {
  const theme = useLandingTheme();
  return (
    <main className="screen-center">
      <section className="panel screen-message">
        <h1 className="screen-message__title">{title}</h1>
        <p>{text}</p>
        <Link className="btn btn--primary" to={`/${theme.id}`}>
          {theme.screens.backHome}
        </Link>
      </section>
    </main>
  );
}
