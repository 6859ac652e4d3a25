import { BASE_TABS } from '@holdfast/engine/themes';
import { Link, Navigate, useLocation } from 'react-router';
import type { CampaignId } from '../../api/types';
import { useTheme } from '../../theme/ThemeRoot';
import { BaseHeader } from './BaseHeader';
import { useCampaignState } from './campaign-state-api';
import './base.css';

/** The campaign id carried in navigation state by New/Load Campaign (spec §2: never in the address). */
function campaignIdFrom(state: unknown): CampaignId | null {
  if (!state || typeof state !== 'object') return null;
  const id = (state as { campaignId?: unknown }).campaignId;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null;
}

/**
 * The base screen. This issue delivers its header from the server's state; the tabs' panels come
 * with the base-screen issue, and the screen says so rather than showing made-up content.
 */
export function BaseScreen() {
  const theme = useTheme();
  const location = useLocation();
  const campaignId = campaignIdFrom(location.state);
  const campaign = useCampaignState(campaignId);

  if (campaignId === null || campaign.isError) return <Navigate to="/" replace />;
  if (!campaign.data) {
    return (
      <p className="screen-status" role="status">
        {theme.base.loading}
      </p>
    );
  }

  return (
    <div className="base">
      <BaseHeader state={campaign.data} />
      <nav className="base-tabs">
        {BASE_TABS.map((tab, index) => (
          <span key={tab} className="base-tabs__tab" aria-current={index === 0 ? 'page' : undefined}>
            {theme.tabs[tab]}
          </span>
        ))}
      </nav>
      <section className="panel base__note">
        <p>{theme.base.tabsNote}</p>
        <Link className="btn btn--secondary" to={`/${theme.id}`}>
          {theme.base.exit}
        </Link>
      </section>
    </div>
  );
}
