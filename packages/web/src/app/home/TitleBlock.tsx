import { useEffect, useState } from 'react';
import { useLandingTheme } from '../../theme/ThemeRoot';
import styles from './TitleBlock.module.css';

/** How often the title flickers and for how long (spec §2: 100 ms every 3 seconds). */
export const TITLE_BLUR_EVERY_MS = 3000;
export const TITLE_BLUR_FOR_MS = 100;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** True for a brief moment every few seconds, unless the player asked the system for less motion. */
function useSignalFlicker(): boolean {
  const [blurred, setBlurred] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let clear: ReturnType<typeof setTimeout> | undefined;
    const every = setInterval(() => {
      setBlurred(true);
      clear = setTimeout(() => setBlurred(false), TITLE_BLUR_FOR_MS);
    }, TITLE_BLUR_EVERY_MS);
    return () => {
      clearInterval(every);
      clearTimeout(clear);
    };
  }, []);
  return blurred;
}

/** The universe's title and subtitle, flickering like a weak signal. */
export function TitleBlock() {
  const theme = useLandingTheme();
  const blurred = useSignalFlicker();
  return (
    <div className={styles.block} data-testid="title-block" data-look="title" data-blurred={blurred || undefined}>
      <h1 className={styles.title}>{theme.title}</h1>
      <p className={styles.subtitle} data-look="subtitle">
        {theme.subtitle}
      </p>
    </div>
  );
}
