import { useTheme } from '../../theme/ThemeRoot';

/** A link to the external donation page (spec §1); opens in a new tab so the game stays put. */
export function SupportCard() {
  const support = useTheme().home.support;
  return (
    <aside className="support-card">
      <h2 className="support-card__title">{support.title}</h2>
      <p className="support-card__text">{support.text}</p>
      <a className="btn btn--secondary support-card__link" href={support.url} target="_blank" rel="noopener noreferrer">
        {support.linkLabel}
      </a>
    </aside>
  );
}
