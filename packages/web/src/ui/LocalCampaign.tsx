import type { ReactNode } from 'react';
import styles from './LocalCampaign.module.css';

interface LocalCampaignProps {
  /** The campaign's line: its name, its day, saved in this browser. */
  label: string;
  /** Names the box as a region of its own (the Load Campaign dialog); without it the box is a plain group. */
  regionLabel?: string;
  /** What the player can do with it (resume it, bring it into the account). */
  children: ReactNode;
}

/** The campaign saved in this browser, offered by the sign-in and Load Campaign dialogs (issue 14). */
export function LocalCampaign({ label, regionLabel, children }: LocalCampaignProps) {
  const Box = regionLabel ? 'section' : 'div';
  return (
    <Box className={styles.box} aria-label={regionLabel}>
      <p className={styles.label}>{label}</p>
      {children}
    </Box>
  );
}
