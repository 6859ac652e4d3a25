import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/ApiProvider';
import { useSession } from '../../session/SessionProvider';
import { useLandingTheme } from '../../theme/ThemeRoot';
import { screenPart, usePart } from '../../ui/lazy-screen';
import { notify } from '../../ui/Toaster';
import { HomeFooter } from './HomeFooter';
import { HomeMenu } from './HomeMenu';
import styles from './HomeScreen.module.css';
import { SupportCard } from './SupportCard';
import { TitleBlock } from './TitleBlock';
import { TopBar } from './TopBar';

type OpenDialog = 'signIn' | 'account' | 'newCampaign' | 'loadCampaign' | 'guestCampaign' | null;

// Fetched when first opened, so the landing page's first download holds no dialog, form or engine
// (issue 16); the campaign dialogs bring the engine and the whole themes with them.
const dialogParts = {
  signIn: screenPart('sign-in', () => import('../../features/auth/SignInDialog').then((m) => m.SignInDialog)),
  account: screenPart('account', () => import('../../features/auth/AccountDialog').then((m) => m.AccountDialog)),
  newCampaign: screenPart('new-campaign', () =>
    import('../../features/campaigns/NewCampaignDialog').then((m) => m.NewCampaignDialog),
  ),
  loadCampaign: screenPart('load-campaign', () =>
    import('../../features/campaigns/LoadCampaignDialog').then((m) => m.LoadCampaignDialog),
  ),
};

// Issue 36: today's battle, fetched after the landing page with the universe's whole words.
const dailyCardPart = screenPart('daily-card', () => import('./DailyCard').then((m) => m.DailyCard));

/** The landing screen of a universe (spec §2). A guest sees the menu, but campaigns need signing in. */
export function HomeScreen() {
  const theme = useLandingTheme();
  const { user, logout } = useSession();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const navigate = useNavigate();
  const api = useApi();

  const openIfSignedIn = (wanted: OpenDialog) => setDialog(user ? wanted : 'signIn');
  const closeWhenFalse = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const loadFailed = () => {
    setDialog(null);
    notify(theme.screens.loadErrorText);
  };
  // The campaign saved in this browser, replayed by the engine (fetched now, as the base screen needs it too).
  const resumeLocal = async () => {
    try {
      const [{ carryOverFormat1, currentGuestCampaign }, { themeFor }] = await Promise.all([
        import('../../session/guest-campaign'),
        import('@holdfast/engine/themes'),
      ]);
      let keptAside = false;
      const lost = () => {
        keptAside = true;
      };
      // Issue 31: a record release 1 kept is carried over by the server once (never by this page).
      await carryOverFormat1((path, body) => api.post(path, body), lost);
      const local = keptAside ? null : currentGuestCampaign(lost);
      // Never dropped (issue 25): the player hears that it is kept aside, in the universe's words.
      if (keptAside) {
        notify(themeFor(theme.id).auth.localKeptAside);
        return;
      }
      if (!local) throw new Error('The campaign saved in this browser cannot be replayed');
      navigate(`/${local.state.theme}/base`, { state: { guestCampaign: local.state } });
    } catch (error) {
      console.warn(error);
      notify(theme.screens.loadErrorText);
    }
  };
  const SignInDialog = usePart(dialogParts.signIn, dialog === 'signIn', loadFailed);
  const AccountDialog = usePart(dialogParts.account, dialog === 'account', loadFailed);
  const NewCampaignDialog = usePart(
    dialogParts.newCampaign,
    dialog === 'newCampaign' || dialog === 'guestCampaign',
    loadFailed,
  );
  const LoadCampaignDialog = usePart(dialogParts.loadCampaign, dialog === 'loadCampaign', loadFailed);
  // Below the menu: fetched once its place scrolls into view, so the landing download stays within
  // its budget (issue 16: the card brings the universe's whole words with it).
  const dailyPlace = useRef<HTMLDivElement>(null);
  const [dailyWanted, setDailyWanted] = useState(false);
  useEffect(() => {
    const place = dailyPlace.current;
    if (dailyWanted || !place) return;
    if (typeof IntersectionObserver === 'undefined') {
      setDailyWanted(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setDailyWanted(true);
    });
    observer.observe(place);
    return () => observer.disconnect();
  }, [dailyWanted]);
  const DailyCard = usePart(dailyCardPart, dailyWanted, () => undefined);

  return (
    <div className={styles.home}>
      <TopBar
        user={user}
        onSignIn={() => setDialog('signIn')}
        onAccount={() => setDialog('account')}
        onLogout={() => void logout()}
      />
      <p className={styles.alertBanner} role="status">
        <span>{theme.home.alertBanner}</span>
      </p>
      <main className={styles.main}>
        <TitleBlock />
        <HomeMenu
          onNewCampaign={() => openIfSignedIn('newCampaign')}
          onContinueCampaign={() => openIfSignedIn('loadCampaign')}
        />
        <div ref={dailyPlace} data-testid="daily-place" style={{ minHeight: 1 }}>
          {DailyCard && <DailyCard />}
        </div>
        <SupportCard />
      </main>
      <HomeFooter user={user} />
      {SignInDialog && (
        <SignInDialog
          open={dialog === 'signIn'}
          onOpenChange={closeWhenFalse}
          onPlayAsGuest={() => setDialog('guestCampaign')}
          onResumeLocal={() => void resumeLocal()}
        />
      )}
      {user && AccountDialog && <AccountDialog open={dialog === 'account'} onOpenChange={closeWhenFalse} />}
      {!user && NewCampaignDialog && (
        <NewCampaignDialog mode="guest" open={dialog === 'guestCampaign'} onOpenChange={closeWhenFalse} />
      )}
      {user && NewCampaignDialog && <NewCampaignDialog open={dialog === 'newCampaign'} onOpenChange={closeWhenFalse} />}
      {user && LoadCampaignDialog && (
        <LoadCampaignDialog open={dialog === 'loadCampaign'} onOpenChange={closeWhenFalse} />
      )}
    </div>
  );
}
