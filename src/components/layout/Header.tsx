import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from 'react-router-dom';
import { discoverLinks } from './siteLinks';

interface HeaderProps {
  /** Join/Login or My Account/Logout, supplied by the app (the header knows no session). */
  account: ReactNode;
  /** The free-trial banner, when it applies. */
  banner?: ReactNode;
}

export function Header({ account, banner }: HeaderProps) {
  return (
    <header>
      <Navbar expand="md" bg="white" className="border-bottom shadow-sm site-header">
        <Container>
          <Navbar.Brand as={Link} to="/search" className="fw-bold text-primary-emphasis">
            <span aria-hidden="true" className="brand-mark me-2">
              ▣
            </span>
            Bus Charter Quotes
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="site-nav" aria-label="Toggle navigation" />
          <Navbar.Collapse id="site-nav">
            <Nav className="me-auto">
              <NavDropdown title="Discover" id="discover-menu">
                {discoverLinks.map((link) => (
                  <NavDropdown.Item
                    key={link.label}
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {link.label}
                  </NavDropdown.Item>
                ))}
              </NavDropdown>
              <Nav.Link as={Link} to="/search">
                Find a Bus
              </Nav.Link>
            </Nav>
            <Nav className="align-items-md-center gap-2">{account}</Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      {banner}
    </header>
  );
}
