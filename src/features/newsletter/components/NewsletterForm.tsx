import { Form as FormikForm, Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import * as Yup from 'yup';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { SubmitButton } from '@/components/form/SubmitButton';
import { joinNewsletter, newsletterEdited, selectNewsletter } from '../newsletterSlice';

const schema = Yup.object({
  email: Yup.string().trim().required('Email is required').email('Must use valid email'),
});

export const NEWSLETTER_THANKS = 'Thank you for joining our newsletter';

/** Footer sign-up: success clears the field and thanks; failure shows the server's text in red. */
export function NewsletterForm() {
  const dispatch = useAppDispatch();
  const { status, error, joinSuccess } = useAppSelector(selectNewsletter);
  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="h6 text-uppercase">
        Newsletter
      </h2>
      <p className="small">Group travel tips and deals, once a month.</p>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={async (values, { resetForm }) => {
          const result = await dispatch(joinNewsletter(values.email));
          if (joinNewsletter.fulfilled.match(result)) resetForm();
        }}
      >
        {({ handleChange }) => (
          <FormikForm
            noValidate
            aria-label="Newsletter sign-up"
            onChange={(event) => {
              handleChange(event);
              if (error || joinSuccess) dispatch(newsletterEdited());
            }}
          >
            <Field name="email" label="Email address" type="email" autoComplete="email" />
            <SubmitButton busy={status === 'pending'} busyLabel="Joining..." variant="light">
              Join
            </SubmitButton>
          </FormikForm>
        )}
      </Formik>
      <div aria-live="polite" className="mt-2">
        {joinSuccess && (
          <Alert variant="success" className="py-2">
            {NEWSLETTER_THANKS}
          </Alert>
        )}
        {error && (
          <Alert variant="danger" className="py-2">
            {error}
          </Alert>
        )}
      </div>
    </section>
  );
}
