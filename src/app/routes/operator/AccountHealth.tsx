import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { UNREAD_BADGE_MAX } from '@/config/constants';
import { selectAuth } from '@/features/auth/authSlice';
import {
  fetchUnreadCount,
  selectOperatorUnreadCount,
} from '@/features/operatorMessages/operatorMessagesSlice';
import { upgradeModalOpened } from '@/features/upgrade/upgradeSlice';
import { plural } from '@/lib/format';

interface HealthItem {
  key: string;
  title: string;
  /** What needs doing: the item is marked "Needs attention". */
  attention: boolean;
  text: ReactNode;
  action?: ReactNode;
}

function unreadText(count: number): string {
  if (count > UNREAD_BADGE_MAX) return `You have more than ${UNREAD_BADGE_MAX} unread messages.`;
  return `You have ${count} unread ${plural(count, 'message')}.`;
}

/**
 * What could get the account delisted or leave a traveller waiting, built only from calls the
 * app already makes (the login's free-trial flags, the menu's unread count). Later screens add
 * their own items (payment information, listings, reviews) with the link to act on them.
 */
export function AccountHealth() {
  const dispatch = useAppDispatch();
  const { isFreeTrial, isUpgradePremium } = useAppSelector(selectAuth);
  const unread = useAppSelector(selectOperatorUnreadCount);
  const unreadRequest = useAppSelector(
    (state) => state.operatorMessages?.requests.fetchUnreadCount,
  );

  const items: HealthItem[] = [];
  if (isFreeTrial) {
    items.push({
      key: 'trial',
      title: 'Free trial',
      attention: isUpgradePremium,
      text: isUpgradePremium
        ? 'Your account is on a free trial. You can upgrade to premium placement.'
        : 'Your account is on a free trial.',
      action: isUpgradePremium && (
        <Button size="sm" variant="outline-primary" onClick={() => dispatch(upgradeModalOpened())}>
          See the upgrade
        </Button>
      ),
    });
  }
  if (unreadRequest?.status === 'failed') {
    items.push({
      key: 'messages',
      title: 'Messages',
      attention: true,
      text: unreadRequest.error,
      action: (
        <Button size="sm" variant="outline-dark" onClick={() => void dispatch(fetchUnreadCount())}>
          Try again
        </Button>
      ),
    });
  } else if (unread !== null) {
    items.push({
      key: 'messages',
      title: 'Messages',
      attention: unread > 0,
      text: unread > 0 ? unreadText(unread) : 'No unread messages.',
    });
  }

  if (items.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="account-health" className="mt-4">
      <Card.Header as="h2" id="account-health" className="h5 mb-0">
        Account health
      </Card.Header>
      <ListGroup variant="flush">
        {items.map((item) => (
          <ListGroup.Item
            key={item.key}
            className="d-flex flex-wrap align-items-center justify-content-between gap-2"
          >
            <div>
              <h3 className="h6 mb-1">
                {item.title}{' '}
                <Badge
                  bg={item.attention ? 'warning' : 'success'}
                  text={item.attention ? 'dark' : undefined}
                >
                  {item.attention ? 'Needs attention' : 'OK'}
                </Badge>
              </h3>
              <p className="mb-0">{item.text}</p>
            </div>
            {item.action}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
