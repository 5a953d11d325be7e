import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { fetchFreeTrial, selectAuth, selectShowUpgradeBanner } from '@/features/auth/authSlice';
import { AccountMenu } from '@/features/auth/components/AccountMenu';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';
import { onToastsWanted, toastsWanted } from '@/lib/notify';
import { useAppDispatch, useAppSelector } from '../hooks';
import { DemoReset } from './DemoReset';
import { NavigationProgress } from './NavigationProgress';
import { PageTracker } from './PageTracker';
import { loadUpgradeOffer } from './upgradeOffer';

// The app-wide modals and the toast container load when first needed, not with every page.
const LoginModal = lazyDialog(
  async () => (await import('@/features/auth/components/LoginModal')).LoginModal,
);
const ArrearsNotice = lazyDialog(
  async () => (await import('@/features/auth/components/ArrearsNotice')).ArrearsNotice,
);
// Operator-only: a traveller's first load carries none of it (npm run size checks). main.tsx
// fetches it before the first render for a saved free-trial login (upgradeOffer.ts).
const UpgradeOffer = lazy(async () => ({ default: await loadUpgradeOffer() }));
const ToastHost = lazy(async () => ({ default: (await import('./ToastHost')).ToastHost }));

function useToastsWanted(): boolean {
  const [wanted, setWanted] = useState(toastsWanted);
  useEffect(() => onToastsWanted(() => setWanted(true)), []);
  return wanted;
}

/** The shell around every page: header, the page, footer, and the app-wide modals. */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const { loggedIn, loginType, companyId, subscriberLoginModalVisible, arrearsId } =
    useAppSelector(selectAuth);
  const offersUpgrade = useAppSelector(selectShowUpgradeBanner);
  const wantsToasts = useToastsWanted();
  // Once offered, the upgrade stays mounted: its congratulations outlive the banner.
  const [upgradeSeen, setUpgradeSeen] = useState(false);
  const showUpgrade = upgradeSeen || offersUpgrade;
  if (showUpgrade !== upgradeSeen) setUpgradeSeen(showUpgrade);

  // The free-trial flags can change on the server (an upgrade paid elsewhere): refresh them
  // once per visit rather than trusting what was persisted.
  useEffect(() => {
    if (loggedIn && loginType === 'subscriber' && companyId !== null)
      void dispatch(fetchFreeTrial(companyId));
  }, [dispatch, loggedIn, loginType, companyId]);

  return (
    <div className="d-flex flex-column min-vh-100">
      <NavigationProgress />
      <a className="visually-hidden-focusable skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header
        account={<AccountMenu />}
        banner={
          showUpgrade && (
            <Suspense fallback={null}>
              <UpgradeOffer />
            </Suspense>
          )
        }
      />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <ErrorBoundary message={<Trans>Sorry, this page could not be shown.</Trans>}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer
        newsletter={<NewsletterForm />}
        // A literal test on the build-time value, as in main.tsx: a build for a real API has none of it.
        extra={import.meta.env.VITE_API_BASE_URL ? null : <DemoReset />}
      />
      <LoginModal show={subscriberLoginModalVisible} />
      <ArrearsNotice show={arrearsId !== null} />
      <Suspense fallback={null}>{wantsToasts && <ToastHost />}</Suspense>
      <ScrollRestoration />
      <PageTracker />
    </div>
  );
}
