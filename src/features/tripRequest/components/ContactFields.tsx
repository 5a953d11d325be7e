import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Field } from '@/components/form/Field';
import { NOTES_MAX_LENGTH } from '../schemas';

/** Who the companies answer, and anything else they should know. */
export function ContactFields() {
  return (
    <fieldset className="trip-form__section">
      <legend className="h5">Your contact information</legend>
      <Field name="basicNameOfGroup" label="Name of group" required autoComplete="organization" />
      <Row>
        <Col sm={6}>
          <Field name="basicFirstName" label="First name" required autoComplete="given-name" />
        </Col>
        <Col sm={6}>
          <Field name="basicLastName" label="Last name" required autoComplete="family-name" />
        </Col>
        <Col sm={6}>
          <Field name="basicPhone" label="Phone" type="tel" required autoComplete="tel" />
        </Col>
        <Col sm={6}>
          <Field name="basicEmail" label="Email" type="email" required autoComplete="email" />
        </Col>
      </Row>
      <Field
        name="notes"
        label="Notes"
        as="textarea"
        rows={4}
        help={`Stops, luggage, accessibility needs: anything the companies should know (up to ${NOTES_MAX_LENGTH} characters).`}
      />
    </fieldset>
  );
}
