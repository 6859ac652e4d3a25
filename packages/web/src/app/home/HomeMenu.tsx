import type { ComingSoonItemWords, MenuItemWords } from '@holdfast/engine/landing-themes';
import { useLandingTheme } from '../../theme/ThemeRoot';
import { notify } from '../../ui/Toaster';
import styles from './HomeMenu.module.css';

interface HomeMenuProps {
  onNewCampaign: () => void;
  onContinueCampaign: () => void;
}

function MenuItem({
  words,
  index,
  onSelect,
  primary,
}: {
  words: MenuItemWords;
  index: number;
  onSelect: () => void;
  primary?: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        data-look="menu-item"
        data-primary={primary || undefined}
        onClick={onSelect}
      >
        <span className={styles.index} aria-hidden="true">
          {String(index).padStart(2, '0')}
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{words.label}</span>
          <span className={styles.description}>{words.description}</span>
        </span>
      </button>
    </li>
  );
}

/** The two campaign items, then the four that only announce they are coming soon (spec §2). */
export function HomeMenu({ onNewCampaign, onContinueCampaign }: HomeMenuProps) {
  const menu = useLandingTheme().menu;
  const secondary: ComingSoonItemWords[] = [menu.settings, menu.profile, menu.news, menu.leaderboard];
  return (
    <nav className={styles.menu}>
      <ul className={styles.primary}>
        <MenuItem words={menu.newCampaign} index={1} onSelect={onNewCampaign} primary />
        <MenuItem words={menu.continueCampaign} index={2} onSelect={onContinueCampaign} primary />
      </ul>
      <ul className={styles.secondary}>
        {secondary.map((item, offset) => (
          <MenuItem key={item.label} words={item} index={offset + 3} onSelect={() => notify(item.comingSoon)} />
        ))}
      </ul>
    </nav>
  );
}
