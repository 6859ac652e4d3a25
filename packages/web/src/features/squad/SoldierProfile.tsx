import type { Soldier } from '@holdfast/engine';
import { wordHistoryEntry } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { Tabs } from 'radix-ui';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Dialog } from '../../ui/Dialog';
import { PROFILE_HISTORY_ENTRIES, soldierDisplayName } from '../../ui/soldier-display';
import { LoadoutEditor } from './LoadoutEditor';
import { ProfileAbilities, ProfileSkills } from './ProfileAbilities';
import { ProfileOverview } from './ProfileOverview';
import styles from './SoldierProfile.module.css';

const PROFILE_TABS = ['overview', 'skills', 'abilities', 'equipment', 'history'] as const;

interface SoldierProfileProps {
  /** The soldier shown, read fresh from the campaign state; null keeps the modal closed. */
  soldier: Soldier | null;
  onClose: () => void;
}

/** The soldier profile modal (spec §2): overview, skills, abilities, equipment and history tabs. */
export function SoldierProfile({ soldier, onClose }: SoldierProfileProps) {
  const theme = useTheme();
  const words = theme.squadScreen;
  return (
    <Dialog
      open={soldier !== null}
      onOpenChange={(open) => !open && onClose()}
      title={soldier ? soldierDisplayName(soldier) : ''}
      closeLabel={words.close}
      size="wide"
    >
      {soldier && (
        <Tabs.Root className={styles.profile} defaultValue="overview">
          <Tabs.List className={clsx('tab-strip', styles.tabs)} aria-label={words.profile}>
            {PROFILE_TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className={clsx('tab-strip__tab', styles.tab)}>
                {words.profileTabs[tab]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview" className={styles.panel}>
            <ProfileOverview soldier={soldier} />
          </Tabs.Content>
          <Tabs.Content value="skills" className={styles.panel}>
            <ProfileSkills soldier={soldier} />
          </Tabs.Content>
          <Tabs.Content value="abilities" className={styles.panel}>
            <ProfileAbilities soldier={soldier} />
          </Tabs.Content>
          <Tabs.Content value="equipment" className={styles.panel}>
            {/* Remounts when the saved loadout changes, so the form starts from what was stored. */}
            <LoadoutEditor key={JSON.stringify(soldier.loadout)} soldier={soldier} />
          </Tabs.Content>
          <Tabs.Content value="history" className={styles.panel}>
            <ProfileHistory soldier={soldier} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Dialog>
  );
}

/** The last five lines of the service record, newest first. */
function ProfileHistory({ soldier }: { soldier: Soldier }) {
  const theme = useTheme();
  const words = theme.squadScreen;
  const entries = soldier.history.slice(-PROFILE_HISTORY_ENTRIES).reverse();
  if (entries.length === 0) return <p className="muted">{words.noHistory}</p>;
  return (
    <ol className={styles.history}>
      {entries.map((entry, index) => (
        // The record has no ids; position in the (immutable) slice is stable for one render.
        // biome-ignore lint/suspicious/noArrayIndexKey: entries can repeat word for word on one day.
        <li key={index} className={styles.entry}>
          <span className={styles.day}>{fillTemplate(words.historyDay, { day: entry.day })}</span>
          <span>{wordHistoryEntry(theme, entry)}</span>
        </li>
      ))}
    </ol>
  );
}
