import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { getDemoInfo } from '@/lib/demo';

/** In demo mode, the demo accounts with a one-click fill; nothing at all against a real API. */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useLingui();
  const demo = getDemoInfo();
  if (!demo || demo.accounts.length === 0) return null;
  return (
    <details className="demo-accounts mt-3 small">
      <summary>
        <Trans>Demo accounts</Trans>
      </summary>
      <ul className="list-unstyled mt-2 mb-0">
        {demo.accounts.map(({ label, ...account }) => (
          <li
            key={account.email}
            className="d-flex justify-content-between align-items-center gap-2 py-1 border-bottom"
          >
            <span>
              <strong>{label}</strong>
              <br />
              <span className="text-body-secondary">
                {account.email} · {account.password}
              </span>
            </span>
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => onPick(account.email, account.password)}
              aria-label={t`Use ${label}`}
            >
              <Trans>Use</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
