import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { fetchFreeTrial, selectAuth } from '@/features/auth/authSlice';
import { AccountMenu } from '@/features/auth/components/AccountMenu';
import { ArrearsNotice } from '@/features/auth/components/ArrearsNotice';
import { FreeTrialBanner } from '@/features/auth/components/FreeTrialBanner';
import { LoginModal } from '@/features/auth/components/LoginModal';
import { UpgradeModal } from '@/features/auth/components/UpgradeModal';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';
import { useAppDispatch, useAppSelector } from '../hooks';
import { DemoReset } from './DemoReset';
import { PageTracker } from './PageTracker';

/** The shell around every page: header, the page, footer, and the app-wide modals. */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const { loggedIn, loginType, companyId } = useAppSelector(selectAuth);

  // The free-trial flags can change on the server (an upgrade paid elsewhere): refresh them
  // once per visit rather than trusting what was persisted.
  useEffect(() => {
    if (loggedIn && loginType === 'subscriber' && companyId !== null)
      void dispatch(fetchFreeTrial(companyId));
  }, [dispatch, loggedIn, loginType, companyId]);

  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <Header account={<AccountMenu />} banner={<FreeTrialBanner />} />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <ErrorBoundary what="this page">
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer newsletter={<NewsletterForm />} extra={<DemoReset />} />
      <LoginModal />
      <ArrearsNotice />
      <UpgradeModal />
      <ToastContainer position="top-right" newestOnTop closeOnClick theme="colored" />
      <ScrollRestoration />
      <PageTracker />
    </div>
  );
}
