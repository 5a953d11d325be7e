import { Trans, useLingui } from '@lingui/react/macro';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Field } from '@/components/form/Field';
import { NOTES_MAX_LENGTH } from '../schemas';

/** Who the companies answer, and anything else they should know. */
export function ContactFields() {
  const { t } = useLingui();
  return (
    <fieldset className="trip-form__section">
      <legend className="h5">
        <Trans>Your contact information</Trans>
      </legend>
      <Field
        name="basicNameOfGroup"
        label={t`Name of group`}
        required
        autoComplete="organization"
      />
      <Row>
        <Col sm={6}>
          <Field name="basicFirstName" label={t`First name`} required autoComplete="given-name" />
        </Col>
        <Col sm={6}>
          <Field name="basicLastName" label={t`Last name`} required autoComplete="family-name" />
        </Col>
        <Col sm={6}>
          <Field name="basicPhone" label={t`Phone`} type="tel" required autoComplete="tel" />
        </Col>
        <Col sm={6}>
          <Field name="basicEmail" label={t`Email`} type="email" required autoComplete="email" />
        </Col>
      </Row>
      <Field
        name="notes"
        label={t`Notes`}
        as="textarea"
        rows={4}
        help={t`Stops, luggage, accessibility needs: anything the companies should know (up to ${NOTES_MAX_LENGTH} characters).`}
      />
    </fieldset>
  );
}
