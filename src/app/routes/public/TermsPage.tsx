import { useLingui } from '@lingui/react/macro';
import Container from 'react-bootstrap/Container';
import { TermsContent } from '@/features/content/components/TermsContent';
import { usePageTitle } from '@/lib/usePageTitle';

export function TermsPage() {
  const { t } = useLingui();
  usePageTitle(t`Terms and Conditions`);
  return (
    <Container className="py-5">
      <TermsContent heading />
    </Container>
  );
}
