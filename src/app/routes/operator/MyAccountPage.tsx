import { AccountHealth } from './health/AccountHealth';
import { useAppSelector } from '@/app/hooks';
import { selectAuth } from '@/features/auth/authSlice';
import { usePageTitle } from '@/lib/usePageTitle';

/**
 * /subscribers/my-account: the operator's home. The spec's welcome (contact name, and the notice
 * that the old site stays available for what is missing here), then the account health panel.
 */
export function MyAccountPage() {
  usePageTitle('My Account');
  const { contactName, companyName } = useAppSelector(selectAuth);
  const name = contactName.trim() || companyName.trim();
  return (
    <>
      <h1 className="h3">Account Management</h1>
      <p className="lead">{name ? `Welcome, ${name}!` : 'Welcome!'}</p>
      <p>
        We are moving your account to this new site. Some features are not here yet: the old site
        remains available for them in the meantime.
      </p>
      <AccountHealth />
    </>
  );
}
