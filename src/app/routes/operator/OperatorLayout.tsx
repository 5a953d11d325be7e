import { useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { generatePath, Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SideMenu, type SideMenuItem } from '@/components/layout/SideMenu';
import { paths } from '@/config/paths';
import {
  fetchUnreadCount,
  selectOperatorUnreadCount,
} from '@/features/operatorMessages/operatorMessagesSlice';

/**
 * The side menu, in the spec's order (Company, Listings, Bid for Placement, Reports, Reviews,
 * Payments, Messages, Invoice). An item joins only with its screen, never as a placeholder:
 * the issue that builds a screen adds its link here. Messages carries the unread badge (the
 * count the layout loads). My Account, the operator's home, closes the list.
 */
const MENU = (unread: number | null): readonly SideMenuItem[] => [
  { to: generatePath(paths.subscriberCompany, {}), label: 'Company' },
  { to: paths.subscriberListings, label: 'Listings' },
  // One metro's bid page (/subscribers/bid/:id) is part of Bid for Placement.
  { to: paths.subscriberBidListings, label: 'Bid for Placement', activeOn: ['/subscribers/bid'] },
  { to: paths.subscriberReports, label: 'Reports' },
  { to: paths.subscriberReviews, label: 'Reviews' },
  { to: paths.subscriberPayments, label: 'Payments' },
  { to: paths.subscriberMessages, label: 'Messages', badge: unread, badgeLabel: 'unread' },
  { to: paths.subscriberInvoice, label: 'Invoice' },
  { to: paths.subscriberMyAccount, label: 'My Account' },
];

/**
 * The operator's account area: the side menu beside the page (above it, folded into one button,
 * on a phone). The unread count is loaded here, once per visit to the area, so every page (the
 * My Account panel, the Messages badge) reads the same number.
 */
export function OperatorLayout() {
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectOperatorUnreadCount);
  useEffect(() => {
    void dispatch(fetchUnreadCount());
  }, [dispatch]);
  return (
    <Container fluid="md" className="py-4">
      <Row className="g-4">
        <Col md={3} xl={2}>
          <SideMenu label="Account" verticalFrom="md" collapsible items={MENU(unread)} />
        </Col>
        <Col md={9} xl={10}>
          <Outlet />
        </Col>
      </Row>
    </Container>
  );
}
