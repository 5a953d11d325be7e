import { useFormikContext } from 'formik';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useSteadyWhilePressed } from '@/components/form/useSteadyWhilePressed';
import { RequiredStar } from '@/components/form/RequiredStar';
import { PROFILE_STEP_TEXTS, type ProfileStepValues } from '../profileStep';

type HoursName = 'hoursOfOperationMon' | 'hoursOfOperationSat' | 'hoursOfOperationSum';

const HOURS: readonly { name: HoursName; label: string; placeholder: string }[] = [
  { name: 'hoursOfOperationMon', label: 'Mon-Fri', placeholder: '8:00am - 6:00pm' },
  { name: 'hoursOfOperationSat', label: 'Sat', placeholder: '9:00am - 3:00pm' },
  { name: 'hoursOfOperationSum', label: 'Sun', placeholder: 'Closed' },
];

/**
 * Hours of operation, Mon-Fri, Sat and Sun: all three are required and the spec gives them one
 * text, so it shows once under the three, and each empty field is marked invalid.
 */
export function HoursFields() {
  const { errors, touched, getFieldProps } = useFormikContext<ProfileStepValues>();
  const id = useId();
  const errorId = `${id}-error`;
  const missing = HOURS.filter(({ name }) => touched[name] && errors[name]).map(({ name }) => name);
  const shown = useSteadyWhilePressed(missing.length > 0 ? PROFILE_STEP_TEXTS.hours : '');
  const invalid = (name: HoursName) => shown !== '' && missing.includes(name);

  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">
        <RequiredStar />
        Hours of Operation
      </legend>
      <Row className="g-3">
        {HOURS.map(({ name, label, placeholder }) => (
          <Col key={name} md={4}>
            <Form.Group>
              <Form.Label htmlFor={`${id}-${name}`}>{label}</Form.Label>
              <Form.Control
                {...getFieldProps(name)}
                id={`${id}-${name}`}
                placeholder={placeholder}
                aria-required
                isInvalid={invalid(name)}
                aria-invalid={invalid(name) || undefined}
                aria-describedby={invalid(name) ? errorId : undefined}
              />
            </Form.Group>
          </Col>
        ))}
      </Row>
      {shown && (
        <div id={errorId} className="invalid-feedback d-block">
          {shown}
        </div>
      )}
    </fieldset>
  );
}
