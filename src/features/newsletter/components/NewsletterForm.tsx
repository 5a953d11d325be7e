import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PlainField } from '@/components/form/PlainField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useSteadyWhilePressed } from '@/components/form/useSteadyWhilePressed';
import { isEmail } from '@/lib/email';
import { newsletterEdited, saveNewsletterSignup, selectNewsletter } from '../newsletterSlice';

export const NEWSLETTER_THANKS = msg`Thank you for joining our newsletter`;

/** The field's problem as a message, read in the language of the moment where it shows. */
function validate(email: string): MessageDescriptor | null {
  if (email.trim() === '') return msg`Email is required`;
  return isEmail(email) ? null : msg`Must use valid email`;
}

/**
 * Footer sign-up: success clears the field and thanks; failure shows the server's text in red.
 * A one-field form in the footer of every page, so it is written without Formik and Yup: they
 * would otherwise be in every first load (see docs/budgets.md).
 */
export function NewsletterForm() {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const { status, error, joinSuccess } = useAppSelector(selectNewsletter);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  // Steady while a pointer is down: a blur error must not move Join from under the click.
  const problem = touched ? validate(email) : null;
  const fieldError = useSteadyWhilePressed(problem ? i18n._(problem) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validate(email) !== null || status === 'pending') return;
    const result = await dispatch(saveNewsletterSignup(email));
    if (saveNewsletterSignup.fulfilled.match(result)) {
      setEmail('');
      setTouched(false);
    }
  };

  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="h6 text-uppercase">
        <Trans>Newsletter</Trans>
      </h2>
      <p className="small">
        <Trans>Group travel tips and deals, once a month.</Trans>
      </p>
      <form noValidate aria-label={t`Newsletter sign-up`} onSubmit={(event) => void submit(event)}>
        <PlainField
          id={id}
          label={t`Email address`}
          error={fieldError}
          className="mb-3"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error || joinSuccess) dispatch(newsletterEdited());
          }}
          onBlur={() => setTouched(true)}
        />
        <SubmitButton busy={status === 'pending'} busyLabel={t`Joining...`} variant="light">
          <Trans context="newsletter">Join</Trans>
        </SubmitButton>
      </form>
      <div aria-live="polite" className="mt-2">
        {joinSuccess && <div className="alert alert-success py-2">{i18n._(NEWSLETTER_THANKS)}</div>}
        {error && <div className="alert alert-danger py-2">{error}</div>}
      </div>
    </section>
  );
}
