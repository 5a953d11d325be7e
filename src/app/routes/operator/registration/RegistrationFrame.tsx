import './registration.css';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { SUPPORT_HOURS_LONG } from '@/config/constants';
import { env } from '@/config/env';
import { formatPhone } from '@/lib/format';
import { usePageTitle } from '@/lib/usePageTitle';
import { RegistrationDraft } from './RegistrationDraft';

const STEPS = ['Company', 'Login', 'Payment Plan'] as const;

/** The frame of the three registration screens: title, step, support line, and the draft. */
export function RegistrationFrame({
  step,
  title,
  children,
}: {
  step: 1 | 2 | 3;
  title: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container className="py-4 registration">
      <Card className="shadow-sm">
        <Card.Body className="p-3 p-md-4">
          <h1 className="h3">{title}</h1>
          <p className="text-body-secondary">
            Step {step} of {STEPS.length}: {STEPS[step - 1]}
          </p>
          <RegistrationDraft>{children}</RegistrationDraft>
          <p className="small text-body-secondary mt-4 mb-0">
            Questions about registering? Call us at{' '}
            <a href={`tel:${env.supportPhone}`}>{formatPhone(env.supportPhone)}</a>,{' '}
            {SUPPORT_HOURS_LONG}.
          </p>
        </Card.Body>
      </Card>
    </Container>
  );
}
