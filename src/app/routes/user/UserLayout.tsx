import '@/styles/user.css';
import { useLingui } from '@lingui/react/macro';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Outlet } from 'react-router-dom';
import { SideMenu } from '@/components/layout/SideMenu';
import { paths } from '@/config/paths';
import { selectUnreadMessageCount } from '@/features/userMessages/userMessagesSlice';
import { useAppSelector } from '@/app/hooks';

/** The traveller's account area: the side menu beside the page. */
export function UserLayout() {
  const { t } = useLingui();
  const unread = useAppSelector(selectUnreadMessageCount);
  return (
    // The menu goes above the page below xl, and the page is fluid below md: from the spec's
    // md table breakpoint (720) the quote table shows more columns and needs the width
    // (see components/data/DataTable.css).
    <Container fluid="md" className="py-4 user-area">
      <Row className="g-4">
        <Col xl={2}>
          <SideMenu
            label={t`Account`}
            verticalFrom="xl"
            items={[
              { to: paths.userQuoteHistory, label: t`Quote History` },
              { to: paths.userMyAccount, label: t`My Account` },
              {
                to: paths.userMessages,
                label: t`Messages`,
                badge: unread,
                badgeLabel: t`unread`,
              },
            ]}
          />
        </Col>
        <Col xl={10}>
          <Outlet />
        </Col>
      </Row>
    </Container>
  );
}
