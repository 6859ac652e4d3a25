import { landingThemeFor } from '@holdfast/engine/landing-themes';
import { Link, useParams, useRouteError } from 'react-router';
import { ThemeRoot, useLandingTheme } from '../theme/ThemeRoot';

function ErrorMessage() {
  const theme = useLandingTheme();
  const error = useRouteError();
  const words = theme.screens;
  return (
    <main className="screen-center">
      <section className="panel screen-message" role="alert">
        <h1 className="screen-message__title">{words.routeErrorTitle}</h1>
        <p>{words.routeErrorText}</p>
        {error instanceof Error && <p className="screen-message__detail">{error.message}</p>}
        <Link className="btn btn--primary" to={`/${theme.id}`}>
          {words.backHome}
        </Link>
      </section>
    </main>
  );
}

/** Replaces the router's 'Unexpected Application Error!' page with a themed one and a way home. */
export function RouteError() {
  const { theme } = useParams();
  return (
    <ThemeRoot theme={landingThemeFor(theme)}>
      <ErrorMessage />
    </ThemeRoot>
  );
}
