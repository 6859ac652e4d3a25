import { useState } from 'react';
import { useTheme } from '../../theme/ThemeRoot';
import { useSession } from '../auth/SessionProvider';
import { SignInDialog } from '../auth/SignInDialog';
import { LoadCampaignDialog } from '../campaigns/LoadCampaignDialog';
import { NewCampaignDialog } from '../campaigns/NewCampaignDialog';
import { HomeFooter } from './HomeFooter';
import { HomeMenu } from './HomeMenu';
import { TitleBlock } from './TitleBlock';
import { TopBar } from './TopBar';
import './home.css';

type OpenDialog = 'signIn' | 'newCampaign' | 'loadCampaign' | 'guestCampaign' | null;

/** The landing screen of a universe (spec §2). A guest sees the menu, but campaigns need signing in. */
export function HomeScreen() {
  const theme = useTheme();
  const { user, logout } = useSession();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const openIfSignedIn = (wanted: OpenDialog) => setDialog(user ? wanted : 'signIn');
  const closeWhenFalse = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <div className="home">
      <TopBar user={user} onSignIn={() => setDialog('signIn')} onLogout={() => void logout()} />
      <p className="alert-banner" role="status">
        <span className="alert-banner__text">{theme.home.alertBanner}</span>
      </p>
      <main className="home__main">
        <TitleBlock />
        <HomeMenu
          onNewCampaign={() => openIfSignedIn('newCampaign')}
          onContinueCampaign={() => openIfSignedIn('loadCampaign')}
        />
      </main>
      <HomeFooter user={user} />
      <SignInDialog
        open={dialog === 'signIn'}
        onOpenChange={closeWhenFalse}
        onPlayAsGuest={() => setDialog('guestCampaign')}
      />
      {!user && <NewCampaignDialog mode="guest" open={dialog === 'guestCampaign'} onOpenChange={closeWhenFalse} />}
      {user && (
        <>
          <NewCampaignDialog open={dialog === 'newCampaign'} onOpenChange={closeWhenFalse} />
          <LoadCampaignDialog open={dialog === 'loadCampaign'} onOpenChange={closeWhenFalse} />
        </>
      )}
    </div>
  );
}
