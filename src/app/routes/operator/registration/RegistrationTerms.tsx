import { TermsContent } from '@/features/content/components/TermsContent';

/**
 * The terms text (content page 1306, sanitized by ContentHtml) in a scrollable box; the section
 * around it carries the heading. Focusable, so the box scrolls by keyboard too.
 */
export function RegistrationTerms() {
  return (
    <div
      className="registration-terms border rounded p-3 mb-3"
      tabIndex={0}
      role="region"
      aria-label="Terms and Conditions text"
    >
      <TermsContent />
    </div>
  );
}
