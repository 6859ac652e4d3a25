/**
 * Test support: renders a part of the base screen inside the real guest session — the engine's
 * `applyAction` running in the page, exactly as a guest plays — with the theme and the toaster.
 */
import { type GameState, newCampaign, type ThemeId } from '@holdfast/engine';
import { THEMES } from '@holdfast/engine/themes';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { GuestCampaignProvider } from '../session/CampaignSessionProvider';
import { type CampaignSession, useCampaignSession } from '../session/campaign-session';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Toaster } from '../ui/Toaster';

export function startingCampaign(theme: ThemeId = 'vanilla'): GameState {
  return newCampaign({ name: 'Iron Gate', difficulty: 'normal', theme, seed: 11 });
}

/** Lets a test read the session the screen is using, after every render. */
function SessionProbe({ onSession }: { onSession: (session: CampaignSession) => void }) {
  onSession(useCampaignSession());
  return null;
}

export function renderInGuestSession(
  ui: ReactNode,
  { state = startingCampaign(), theme = state.theme }: { state?: GameState; theme?: ThemeId } = {},
) {
  const latest: { session: CampaignSession | null } = { session: null };
  const user = userEvent.setup();
  const view = render(
    <ThemeRoot theme={THEMES[theme]}>
      <GuestCampaignProvider initialState={state}>
        {ui}
        <SessionProbe
          onSession={(session) => {
            latest.session = session;
          }}
        />
      </GuestCampaignProvider>
      <Toaster />
    </ThemeRoot>,
  );
  return {
    ...view,
    user,
    /** The campaign as the session holds it now. */
    state: (): GameState => {
      if (!latest.session) throw new Error('no session rendered');
      return latest.session.state;
    },
  };
}
