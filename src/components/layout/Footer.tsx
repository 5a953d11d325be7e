import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { formatPhone } from '@/lib/format';
import { useLingui } from '@/lib/i18n/react';
import { LanguageSwitch } from './LanguageSwitch';
import { footerGroups, socialLinks } from './siteLinks';

interface FooterProps {
  /** The newsletter sign-up form (a feature component). */
  newsletter: ReactNode;
  /** Demo-mode extras (the reset control); absent against a real API. */
  extra?: ReactNode;
}

export function Footer({ newsletter, extra }: FooterProps) {
  // The app's runtime hook, not the macro's: its i18n reads a Message (siteLinks), which has no id.
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer mt-5 pt-5 pb-4">
      <Container>
        <Row className="g-4">
          <Col lg={4}>{newsletter}</Col>
          {/* A fixed list: its place is its key (a message has no id: docs/i18n.md). */}
          {footerGroups.map((group, place) => (
            <Col xs={6} md={4} lg={2} key={place}>
              <h2 className="h6 text-uppercase">{i18n._(group.title)}</h2>
              <ul className="list-unstyled">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {i18n._(link.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </Col>
          ))}
          <Col xs={6} md={4} lg={2}>
            <h2 className="h6 text-uppercase">
              <Trans>Support</Trans>
            </h2>
            <p className="mb-1">
              <a href={`tel:${env.supportPhone}`}>{formatPhone(env.supportPhone)}</a>
            </p>
            <p className="small">
              <Trans>Mon-Fri 9am-5:30pm Eastern</Trans>
            </p>
          </Col>
        </Row>
        <hr />
        <div className="d-flex flex-column flex-md-row justify-content-between gap-3 small">
          <nav aria-label={i18n._(msg`Legal`)}>
            <ul className="list-inline mb-0">
              <li className="list-inline-item">© {year} Bus Charter Quotes</li>
              <li className="list-inline-item">
                <Link to="/terms-and-conditions">
                  <Trans>Terms and Conditions</Trans>
                </Link>
              </li>
              <li className="list-inline-item">
                <Link to="/join">
                  <Trans>Join</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <LanguageSwitch />
          <nav aria-label={i18n._(msg`Social media`)}>
            <ul className="list-inline mb-0">
              {socialLinks.map((link) => (
                <li className="list-inline-item" key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {extra}
      </Container>
    </footer>
  );
}
