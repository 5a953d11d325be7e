import { useEffect, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectAuth } from '@/features/auth/authSlice';
import {
  fetchListings,
  selectListings,
  selectListingsState,
} from '@/features/listings/listingsSlice';
import {
  fetchUnreadCount,
  selectOperatorUnreadCount,
} from '@/features/operatorMessages/operatorMessagesSlice';
import {
  fetchOperatorReviews,
  selectOperatorReviews,
  selectOperatorReviewsState,
} from '@/features/operatorReviews/operatorReviewsSlice';
import { upgradeOffered } from '@/features/upgrade/upgradeSlice';
import { GENERIC_ERROR } from '@/lib/apiError';
import { idleRequest, type RequestState } from '@/lib/requestStatus';
import {
  listingItems,
  messagesItem,
  paymentItem,
  reviewsItem,
  trialItem,
  type HealthItem,
} from './healthItems';

/** One call behind some of the items: its items once answered, else a row of its own. */
interface Check {
  key: string;
  /** The row's text while the call runs. */
  checking: string;
  /** The row's title when the call failed. */
  title: string;
  request: RequestState;
  retry: () => void;
  items: () => HealthItem[];
}

/** Before the messages slice joins the store: one object, so the selector's answer is stable. */
const NOT_ASKED = idleRequest();

function Row({ title, badge, children }: { title: string; badge?: boolean; children: ReactNode }) {
  return (
    <ListGroup.Item className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <div>
        <h3 className="h6 mb-1">
          {title}{' '}
          {badge && (
            <Badge bg="warning" text="dark">
              Needs attention
            </Badge>
          )}
        </h3>
        {children}
      </div>
    </ListGroup.Item>
  );
}

/**
 * What could get the account delisted or leave a traveller waiting, each with the link to act on
 * it: the free trial, payment information and listings (one listings call), unread messages (the
 * side menu's count) and reviews awaiting a reply. The calls run side by side; each one's wait
 * and failure show in its own row, never holding the page. Nothing to do is said in one line.
 */
export function AccountHealth() {
  const dispatch = useAppDispatch();
  const { isFreeTrial, isUpgradePremium } = useAppSelector(selectAuth);
  const listingsState = useAppSelector(selectListingsState);
  const listings = useAppSelector(selectListings);
  const reviewsRequest = useAppSelector(selectOperatorReviewsState).requests.fetchOperatorReviews;
  const reviews = useAppSelector(selectOperatorReviews);
  const unread = useAppSelector(selectOperatorUnreadCount);
  const unreadRequest = useAppSelector(
    (state) => state.operatorMessages?.requests.fetchUnreadCount ?? NOT_ASKED,
  );

  // The unread count is the side menu's call (the layout makes it); these two are the panel's.
  useEffect(() => {
    void dispatch(fetchListings());
    void dispatch(fetchOperatorReviews());
  }, [dispatch]);

  const checks: Check[] = [
    {
      key: 'listings',
      checking: 'Checking your listings and payment information...',
      title: 'Listings and payment information',
      request: listingsState.requests.fetchListings,
      retry: () => void dispatch(fetchListings()),
      items: () => [paymentItem(listingsState.billing), ...listingItems(listings, isFreeTrial)],
    },
    {
      key: 'messages',
      checking: 'Checking your messages...',
      title: 'Messages',
      request: unreadRequest,
      retry: () => void dispatch(fetchUnreadCount()),
      items: () => (unread === null ? [] : [messagesItem(unread)]),
    },
    {
      key: 'reviews',
      checking: 'Checking your reviews...',
      title: 'Reviews',
      request: reviewsRequest,
      retry: () => void dispatch(fetchOperatorReviews()),
      items: () => [reviewsItem(reviews)],
    },
  ];
  const answered = checks.filter((check) => check.request.status === 'succeeded');
  const items = [
    ...(isFreeTrial ? [trialItem(isUpgradePremium)] : []),
    ...answered.flatMap((check) => check.items()),
  ];
  const allClear = answered.length === checks.length && items.every((item) => !item.attention);

  return (
    <Card as="section" aria-labelledby="account-health" className="mt-4">
      <Card.Header as="h2" id="account-health" className="h5 mb-0">
        Account health
      </Card.Header>
      {allClear ? (
        <Card.Body>
          <p className="mb-0">Nothing needs your attention: your account is in good order.</p>
        </Card.Body>
      ) : (
        <ListGroup variant="flush">
          {isFreeTrial && (
            <Row title="Free trial" badge={isUpgradePremium}>
              <p className="mb-2">{trialItem(isUpgradePremium).text}</p>
              {isUpgradePremium && (
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => dispatch(upgradeOffered())}
                >
                  See the upgrade offer
                </Button>
              )}
            </Row>
          )}
          {checks.map((check) => {
            const { status, error } = check.request;
            if (status === 'succeeded') {
              return check.items().map((item) => (
                <Row key={item.key} title={item.title} badge={item.attention}>
                  <p className={item.link ? 'mb-2' : 'mb-0'}>{item.text}</p>
                  {item.link && (
                    <Link className="btn btn-sm btn-outline-primary" to={item.link.to}>
                      {item.link.label}
                    </Link>
                  )}
                </Row>
              ));
            }
            if (status === 'failed') {
              return (
                <Row key={check.key} title={check.title}>
                  <p className="mb-2">{error || GENERIC_ERROR}</p>
                  <Button size="sm" variant="outline-dark" onClick={check.retry}>
                    Try again
                  </Button>
                </Row>
              );
            }
            return (
              <Row key={check.key} title={check.title}>
                <p className="mb-0 d-flex align-items-center gap-2" role="status">
                  {/* A span: a div (Spinner's own) is no valid child of a paragraph. */}
                  <Spinner as="span" animation="border" size="sm" aria-hidden="true" />
                  {check.checking}
                </p>
              </Row>
            );
          })}
        </ListGroup>
      )}
    </Card>
  );
}
