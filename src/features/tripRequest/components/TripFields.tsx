import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { Field } from '@/components/form/Field';
import { StateSelect } from '@/components/form/StateSelect';
import { namedChoices, Options } from '@/components/form/Options';
import { vocabularyName } from '@/lib/i18n/vocabulary';
import {
  fetchMetadata,
  selectMetadataRefusal,
  selectMetadataStatus,
  selectTripTypes,
} from '@/features/metadata/metadataSlice';
import { METADATA_REFUSAL } from '@/features/metadata/refusals';

/**
 * A city and its state side by side: `${where}City` and `${where}State`, both required. Each
 * label is one message ("Departure city"), so Spanish can order its words its own way.
 */
function PlaceFields({
  where,
  labels,
}: {
  where: 'departure' | 'destination';
  labels: { city: string; state: string };
}) {
  return (
    <>
      <Col sm={6}>
        <Field name={`${where}City`} label={labels.city} required autoComplete="off" />
      </Col>
      <Col sm={6}>
        <StateSelect name={`${where}State`} label={labels.state} required />
      </Col>
    </>
  );
}

/** A date and a time side by side: `${when}Date` and `${when}Time`, both required. */
function DateTimeFields({
  when,
  labels,
}: {
  when: 'departure' | 'return';
  labels: { date: string; time: string };
}) {
  return (
    <>
      <Col xs={6}>
        <Field name={`${when}Date`} label={labels.date} type="date" required />
      </Col>
      <Col xs={6}>
        <Field name={`${when}Time`} label={labels.time} type="time" required />
      </Col>
    </>
  );
}

/** Where, when, how many and what kind of trip. */
export function TripFields() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const tripTypes = useAppSelector(selectTripTypes);
  const metadataStatus = useAppSelector(selectMetadataStatus);
  const metadataRefusal = useAppSelector(selectMetadataRefusal);

  return (
    <fieldset className="trip-form__section">
      <legend className="h5">
        <Trans>Your trip</Trans>
      </legend>
      <Row>
        <PlaceFields
          where="departure"
          labels={{ city: t`Departure city`, state: t`Departure state` }}
        />
        <PlaceFields
          where="destination"
          labels={{ city: t`Destination city`, state: t`Destination state` }}
        />
        <DateTimeFields
          when="departure"
          labels={{ date: t`Departure date`, time: t`Departure time` }}
        />
        <DateTimeFields when="return" labels={{ date: t`Return date`, time: t`Return time` }} />
        <Col sm={6}>
          <Field
            name="tripType"
            label={t`Trip type`}
            as="select"
            required
            help={
              metadataStatus === 'failed' ? (
                <>
                  <RefusalMessage words={METADATA_REFUSAL} refusal={metadataRefusal} />{' '}
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0 align-baseline"
                    onClick={() => void dispatch(fetchMetadata())}
                  >
                    <Trans>Try again</Trans>
                  </Button>
                </>
              ) : undefined
            }
          >
            <option value="">
              {metadataStatus === 'pending' ? t`Loading trip types...` : t`Choose a trip type`}
            </option>
            <Options
              choices={namedChoices(tripTypes, (name) => vocabularyName('tripType', name))}
            />
          </Field>
        </Col>
        <Col sm={6}>
          <Field name="numberOfPeople" label={t`Number of people`} type="number" required />
        </Col>
      </Row>
    </fieldset>
  );
}
