import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { DiscoverMenu } from './DiscoverMenu';
import { LanguageSwitch } from './LanguageSwitch';

interface HeaderProps {
  /** Join/Login or My Account/Logout, supplied by the app (the header knows no session). */
  account: ReactNode;
  /** The free-trial banner, when it applies. */
  banner?: ReactNode;
}

/** Plain Bootstrap markup with a small toggle: the react-bootstrap Navbar costs first-load bytes. */
export function Header({ account, banner }: HeaderProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  // A phone's menu closes once the visitor has gone somewhere (a link, Back). Not when a page
  // rewrites its own address (a replace: bare /search becomes /search/dallas/tx when its
  // results come): a menu opened meanwhile stayed shut under the visitor's press (issue 45).
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    if (navigationType !== NavigationType.Replace) setOpen(false);
  }

  return (
    <header>
      <nav
        className="navbar navbar-expand-lg bg-white border-bottom shadow-sm site-header"
        aria-label={t`Main`}
      >
        <div className="container">
          <Link to="/search" className="navbar-brand fw-bold text-primary-emphasis">
            <span aria-hidden="true" className="brand-mark me-2">
              ▣
            </span>
            Bus Charter Quotes
          </Link>
          {/* Outside the collapsed menu: a phone or a tablet shows it without opening the menu,
              on its own line under the brand and the menu button (app.css); last on a wide
              screen. */}
          <LanguageSwitch className="small" />
          <button
            type="button"
            className="navbar-toggler"
            aria-controls="site-nav"
            aria-expanded={open}
            aria-label={t`Toggle navigation`}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="site-nav" className={`collapse navbar-collapse${open ? ' show' : ''}`}>
            <ul className="navbar-nav me-auto">
              <DiscoverMenu />
              <li className="nav-item">
                <Link className="nav-link" to="/search">
                  <Trans>Find a Bus</Trans>
                </Link>
              </li>
            </ul>
            <div className="navbar-nav align-items-lg-center gap-2">{account}</div>
          </div>
        </div>
      </nav>
      {banner}
    </header>
  );
}
