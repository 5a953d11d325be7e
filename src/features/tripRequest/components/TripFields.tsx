import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { StateSelect } from '@/components/form/StateSelect';
import { namedChoices, Options } from '@/components/form/Options';
import {
  fetchMetadata,
  selectMetadataError,
  selectMetadataStatus,
  selectTripTypes,
} from '@/features/metadata/metadataSlice';

/** A city and its state side by side: `${where}City` and `${where}State`, both required. */
function PlaceFields({ where, label }: { where: 'departure' | 'destination'; label: string }) {
  return (
    <>
      <Col sm={6}>
        <Field name={`${where}City`} label={`${label} city`} required autoComplete="off" />
      </Col>
      <Col sm={6}>
        <StateSelect name={`${where}State`} label={`${label} state`} required />
      </Col>
    </>
  );
}

/** A date and a time side by side: `${when}Date` and `${when}Time`, both required. */
function DateTimeFields({ when, label }: { when: 'departure' | 'return'; label: string }) {
  return (
    <>
      <Col xs={6}>
        <Field name={`${when}Date`} label={`${label} date`} type="date" required />
      </Col>
      <Col xs={6}>
        <Field name={`${when}Time`} label={`${label} time`} type="time" required />
      </Col>
    </>
  );
}

/** Where, when, how many and what kind of trip. */
export function TripFields() {
  const dispatch = useAppDispatch();
  const tripTypes = useAppSelector(selectTripTypes);
  const metadataStatus = useAppSelector(selectMetadataStatus);
  const metadataError = useAppSelector(selectMetadataError);

  return (
    <fieldset className="trip-form__section">
      <legend className="h5">Your trip</legend>
      <Row>
        <PlaceFields where="departure" label="Departure" />
        <PlaceFields where="destination" label="Destination" />
        <DateTimeFields when="departure" label="Departure" />
        <DateTimeFields when="return" label="Return" />
        <Col sm={6}>
          <Field
            name="tripType"
            label="Trip type"
            as="select"
            required
            help={
              metadataStatus === 'failed' ? (
                <>
                  {metadataError}{' '}
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0 align-baseline"
                    onClick={() => void dispatch(fetchMetadata())}
                  >
                    Try again
                  </Button>
                </>
              ) : undefined
            }
          >
            <option value="">
              {metadataStatus === 'pending' ? 'Loading trip types...' : 'Choose a trip type'}
            </option>
            <Options choices={namedChoices(tripTypes)} />
          </Field>
        </Col>
        <Col sm={6}>
          <Field name="numberOfPeople" label="Number of people" type="number" required />
        </Col>
      </Row>
    </fieldset>
  );
}
