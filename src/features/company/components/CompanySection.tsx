import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface CompanySectionProps {
  title: string;
  /** One line under the title: what the section changes, where it shows. */
  intro?: ReactNode;
  children: ReactNode;
}

/** One section of the company page: a card named by its heading, saved on its own. */
export function CompanySection({ title, intro, children }: CompanySectionProps) {
  const headingId = useId();
  return (
    <Card as="section" className="shadow-sm company-section" aria-labelledby={headingId}>
      <Card.Body>
        <h2 id={headingId} className="h5 mb-2">
          {title}
        </h2>
        {intro && <p className="text-muted small mb-3">{intro}</p>}
        {children}
      </Card.Body>
    </Card>
  );
}
