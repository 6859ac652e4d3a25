import { BASE_TABS, type BaseTab as BaseTabId } from '@holdfast/engine/themes';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTheme } from '../../theme/ThemeRoot';
import { BaseTab } from '../facilities/BaseTab';
import { MedbayTab } from '../medbay/MedbayTab';
import { MissionsTab } from '../missions/MissionsTab';
import { ResearchTab } from '../research/ResearchTab';
import { SquadTab } from '../squad/SquadTab';

const PANELS: Record<BaseTabId, () => React.JSX.Element> = {
  base: BaseTab,
  squad: SquadTab,
  medbay: MedbayTab,
  research: ResearchTab,
  missions: MissionsTab,
};

/**
 * The five base-screen tabs with the theme's labels (spec §2), as an accessible tab list: arrow
 * keys move between tabs, each panel is labelled by its tab, and only the open panel is mounted.
 */
export function BaseTabs({ initialTab = 'base' }: { initialTab?: BaseTabId }) {
  const theme = useTheme();
  const [tab, setTab] = useState<BaseTabId>(initialTab);
  return (
    <Tabs.Root className="base-tabs" value={tab} onValueChange={(value) => setTab(value as BaseTabId)}>
      <Tabs.List className="base-tabs__list" aria-label={theme.dayCycle.tabsLabel}>
        {BASE_TABS.map((id) => (
          <Tabs.Trigger key={id} value={id} className="base-tabs__tab">
            {theme.tabs[id]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {BASE_TABS.map((id) => {
        const Panel = PANELS[id];
        return (
          <Tabs.Content key={id} value={id} className="base-tabs__panel">
            <Panel />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
