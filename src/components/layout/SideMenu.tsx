import './SideMenu.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { Link, useLocation } from 'react-router-dom';
import { UNREAD_BADGE_MAX } from '@/config/constants';

export interface SideMenuItem {
  to: string;
  label: string;
  /** An unread count; the badge shows only from 1 to 99 (spec section 9). */
  badge?: number | null;
  /** What the badge counts, for screen readers: "3 unread". */
  badgeLabel?: string;
  /**
   * Other path prefixes that belong to this item's screen (the bid page of one metro belongs to
   * Bid for Placement): the item is marked current there too.
   */
  activeOn?: readonly string[];
}

function isCurrent(item: SideMenuItem, pathname: string): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return under(item.to) || (item.activeOn ?? []).some(under);
}

interface SideMenuProps {
  items: readonly SideMenuItem[];
  /** Names the navigation landmark, e.g. "Account". */
  label: string;
  /**
   * The Bootstrap breakpoint from which the layout sets the menu beside the page (a column);
   * below it the menu sits above the page as a row of pills.
   */
  verticalFrom?: 'md' | 'lg' | 'xl';
  /**
   * On a phone (under 768 px, below md) the menu folds into one button that opens it; a
   * chosen link closes it again. Off by default: short menus fit as a row of pills.
   */
  collapsible?: boolean;
}

/** The spec's badge rule: absent at 0, hidden at 100 or more. */
export function showsBadge(count: number | null | undefined): count is number {
  return (
    typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= UNREAD_BADGE_MAX
  );
}

/**
 * The side menu of an account area: a column of links beside the page on wide screens, a row of
 * pills above it on narrow ones. The current page is marked (aria-current), also on the pages
 * an item lists in `activeOn`.
 */
export function SideMenu({
  items,
  label,
  verticalFrom = 'md',
  collapsible = false,
}: SideMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  // Folded, the control names the page you are on, so it reads as a menu and not as a field.
  const current = items.find((item) => isCurrent(item, pathname));
  const classes = [
    'side-menu',
    `side-menu-vertical-${verticalFrom}`,
    collapsible ? 'side-menu-collapsible' : '',
    open ? 'side-menu-open' : '',
  ].join(' ');
  const unread = items.reduce((sum, item) => sum + (showsBadge(item.badge) ? item.badge : 0), 0);
  return (
    <nav aria-label={label} className={classes.trim()}>
      {collapsible && (
        <button
          type="button"
          className="btn btn-outline-secondary side-menu-toggle w-100"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          <span>
            {current ? (
              <Trans>
                {label} menu<span className="fw-semibold">: {current.label}</span>
              </Trans>
            ) : (
              <Trans>{label} menu</Trans>
            )}
          </span>
          {/* Closed, the one control still says something waits behind it. The space keeps
              the spoken name apart ("My Account 5 unread"); a flex row does not draw it. */}
          {showsBadge(unread) && ' '}
          {showsBadge(unread) && (
            <Badge pill bg="danger">
              <span aria-hidden="true">{unread}</span>
              <span className="visually-hidden">
                <Trans>{unread} unread</Trans>
              </span>
            </Badge>
          )}
        </button>
      )}
      <ul id={listId} className="nav nav-pills side-menu-list">
        {items.map((item) => {
          const badge = showsBadge(item.badge) ? item.badge : null;
          const name = item.label;
          const counted = item.badgeLabel ?? t`unread`;
          const active = isCurrent(item, pathname);
          return (
            <li key={item.to} className="nav-item">
              <Link
                to={item.to}
                onClick={() => setOpen(false)}
                aria-current={active ? 'page' : undefined}
                // The badge is a bare number on screen; spoken, it says what it counts.
                aria-label={badge === null ? undefined : t`${name} (${badge} ${counted})`}
                className={`nav-link d-flex align-items-center justify-content-between gap-2${active ? ' active' : ''}`}
              >
                <span>{item.label}</span>
                {badge !== null && (
                  <Badge pill bg="danger" className="side-menu-badge">
                    {badge}
                  </Badge>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
