import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/usePageTitle';

/** Route /join: register as a traveller, or as a bus company. */
export function JoinPage() {
  const { t } = useLingui();
  usePageTitle(t`Join`);
  return (
    <Container className="py-5">
      <h1 className="h2 mb-4 text-center">
        <Trans>Join Bus Charter Quotes</Trans>
      </h1>
      <Row className="g-4 justify-content-center">
        <Col md={5}>
          <Card className="h-100 shadow-sm">
            <Card.Body className="d-flex flex-column">
              <h2 className="h4">
                <Trans>I&apos;m planning group travel</Trans>
              </h2>
              <p>
                <Trans>
                  Create a free traveller account to keep your quote history, talk with bus
                  companies and keep a profile for your group.
                </Trans>
              </p>
              <Link className="btn btn-primary mt-auto" to={paths.userSubscribe}>
                <Trans>Register as a User</Trans>
              </Link>
            </Card.Body>
          </Card>
        </Col>
        <Col md={5}>
          <Card className="h-100 shadow-sm">
            <Card.Body className="d-flex flex-column">
              <h2 className="h4">
                <Trans>I run a bus company</Trans>
              </h2>
              <p>
                <Trans>
                  List your company in the metros you serve, receive quote requests from groups and
                  bid for better placement.
                </Trans>
              </p>
              <Link className="btn btn-outline-primary mt-auto" to={paths.subscriberSubscribe}>
                <Trans>Become a Subscriber</Trans>
              </Link>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
