import { BASE_TABS, type BaseTab as BaseTabId } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTheme } from '../../theme/use-theme';
import { LazyScreen, type ScreenPart, screenPart } from '../../ui/lazy-screen';
import styles from './BaseTabs.module.css';

/** Each tab is fetched the first time it opens (issue 16), with the screen loader's retry. */
const PANELS: Record<BaseTabId, ScreenPart> = {
  base: screenPart('base-tab', () => import('../../features/facilities/BaseTab').then((m) => m.BaseTab)),
  squad: screenPart('squad-tab', () => import('../../features/squad/SquadTab').then((m) => m.SquadTab)),
  medbay: screenPart('medbay-tab', () => import('../../features/medbay/MedbayTab').then((m) => m.MedbayTab)),
  research: screenPart('research-tab', () => import('../../features/research/ResearchTab').then((m) => m.ResearchTab)),
  // The missions tab shows the campaign log's opener in its header: the base screen puts them together.
  missions: screenPart('missions-tab', () =>
    Promise.all([
      import('../../features/missions/MissionsTab'),
      import('../../features/campaign-log/CampaignLogDialog'),
    ]).then(
      ([{ MissionsTab }, { CampaignLogDialog }]) =>
        function MissionsTabWithLog() {
          return <MissionsTab logButton={<CampaignLogDialog />} />;
        },
    ),
  ),
};

/**
 * The five base-screen tabs with the theme's labels (spec §2), as an accessible tab list: arrow
 * keys move between tabs, each panel is labelled by its tab, and only the open panel is mounted.
 */
export function BaseTabs({ initialTab = 'base' }: { initialTab?: BaseTabId }) {
  const theme = useTheme();
  const [tab, setTab] = useState<BaseTabId>(initialTab);
  return (
    <Tabs.Root className={styles.tabs} value={tab} onValueChange={(value) => setTab(value as BaseTabId)}>
      <Tabs.List className={clsx('tab-strip', styles.list)} aria-label={theme.dayCycle.tabsLabel}>
        {BASE_TABS.map((id) => (
          <Tabs.Trigger key={id} value={id} className={clsx('tab-strip__tab', styles.tab)}>
            {theme.tabs[id]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {BASE_TABS.map((id) => (
        <Tabs.Content key={id} value={id} className={styles.panel}>
          <LazyScreen key={id} part={PANELS[id]} landmark={false} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
