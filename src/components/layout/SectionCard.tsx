import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface SectionCardProps {
  title: string;
  /** One line under the title: what the section changes, where it shows. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * One section of an edit page that saves on its own: a card named by its heading, so it is a
 * landmark a screen reader can jump to (the company page, the listing edit page).
 */
export function SectionCard({ title, intro, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card as="section" className="shadow-sm" aria-labelledby={headingId}>
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
