import type { CampaignMark } from '@holdfast/engine';
import type { ThemeConfig } from '@holdfast/engine/themes';
import styles from './CampaignMarks.module.css';

interface CampaignMarksProps {
  marks: readonly CampaignMark[] | undefined;
  /** The universe whose words name the marks (the campaign's own on a load card). */
  theme: ThemeConfig;
}

/**
 * A campaign's marks (GAME_RULES "Marks": edited through the raw record routes, or played in a
 * browser), one badge each with its meaning as the title and for screen readers; nothing without
 * marks. The load card, the base header and the replay screen show the same badges.
 */
export function CampaignMarks({ marks, theme }: CampaignMarksProps) {
  if (!marks || marks.length === 0) return null;
  return (
    <span className={styles.marks}>
      {marks.map((mark) => (
        <span key={mark} className={`badge ${styles.mark}`} data-campaign-mark={mark} title={theme.marks[mark].explain}>
          {theme.marks[mark].badge}
          <span className="visually-hidden">: {theme.marks[mark].explain}</span>
        </span>
      ))}
    </span>
  );
}
