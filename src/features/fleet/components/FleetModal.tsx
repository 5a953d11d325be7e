import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { AsyncSection } from '@/components/data/AsyncSection';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { CheckboxGroup } from '@/components/form/CheckboxGroup';
import { Field } from '@/components/form/Field';
import { namedChoices, Options } from '@/components/form/Options';
import { BUS_TYPES } from '@/config/constants';
import type { RequestStatus } from '@/lib/requestStatus';
import { FLEET_SAVE_FAILED } from '../fleetApi';
import { entryOf, modelYears, valuesOf, type RateName } from '../fleetValues';
import { fleetSchema } from '../schemas';
import type { FleetAmenity, FleetEntry, FleetItem, FleetValues } from '../types';
import type { MarketContext } from '../useMarket';
import { MarketHint } from './MarketHint';
import { RateField } from './RateField';

/** The amenity list of the level, as its call left it. */
export interface AmenityChoices {
  list: readonly FleetAmenity[];
  status: RequestStatus;
  error: string | null;
  onRetry: () => void;
}

export interface FleetModalProps {
  show: boolean;
  /** The entry to edit; null adds a new one. */
  item: FleetItem | null;
  amenities: AmenityChoices;
  /**
   * The level's own save (company, listing, setup wizard): resolves once saved, rejects with
   * the text to show in the modal. The modal closes itself (onClose) when it resolves.
   */
  onSave: (entry: FleetEntry) => Promise<void>;
  onClose: () => void;
  /** The metro whose market rates show beside the rate boxes; null shows none. */
  market?: MarketContext | null;
}

/** The four rate boxes, in the spec's order. */
const RATES: readonly (readonly [RateName, string])[] = [
  ['transferRate', 'Transfer Rate'],
  ['fiveHourRate', 'Five Hour Rate'],
  ['dayRate', 'Day Rate'],
  ['mileRate', 'Mile Rate'],
];

/** The text a rejected save carries (the thunk's), else the spec's. */
const failureText = (error: unknown) =>
  typeof error === 'string' && error.trim() !== '' ? error : FLEET_SAVE_FAILED;

/**
 * The one fleet modal: bus type, quantity, seats, model year, amenities and four rates with
 * the spec's masks. What saving does is the caller's; a failure stays in the modal with
 * everything typed, and the modal cannot be closed while a save runs.
 */
export function FleetModal({ show, item, amenities, onSave, onClose, market }: FleetModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async (values: FleetValues) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSave(entryOf(values));
    } catch (error) {
      setFailure(failureText(error));
      return;
    } finally {
      setSaving(false);
    }
    onClose();
  };

  return (
    <FormDialog
      show={show}
      title={item ? 'Edit Fleet' : 'Add New Type'}
      size="lg"
      busy={saving}
      error={failure}
      formKey={item?.id ?? 'new'}
      initialValues={valuesOf(item)}
      validationSchema={fleetSchema}
      submitLabel="Save"
      busyLabel="Saving..."
      onSubmit={submit}
      onCancel={close}
    >
      <Row className="g-3">
        <Col sm={6}>
          <Field name="busTypeId" label="Bus Type" as="select" required>
            <option value="">Choose a bus type</option>
            <Options choices={namedChoices(BUS_TYPES)} />
          </Field>
        </Col>
        <Col sm={6}>
          <Field name="year" label="Model Year" as="select" required>
            <option value="">Choose a year</option>
            <Options choices={modelYears(item?.year ?? null)} />
          </Field>
        </Col>
        <Col sm={6}>
          <Field name="quantity" label="Quantity" type="number" required />
        </Col>
        <Col sm={6}>
          <Field name="seats" label="Seat Count" type="number" required />
        </Col>
      </Row>
      <AsyncSection
        request={amenities}
        onRetry={amenities.onRetry}
        empty={amenities.list.length === 0}
        loadingText="Loading amenities..."
      >
        <CheckboxGroup
          name="amenities"
          legend="Amenities"
          columns
          options={amenities.list.map((amenity) => ({
            value: amenity.id,
            label: amenity.name,
          }))}
        />
      </AsyncSection>
      <fieldset>
        <legend className="fs-6 fw-semibold">Rates</legend>
        <Row className="g-3">
          {RATES.map(([name, label]) => (
            <Col key={name} xs={6} md={3}>
              <RateField name={name} label={label} />
            </Col>
          ))}
        </Row>
      </fieldset>
      {market && <MarketHint context={market} />}
    </FormDialog>
  );
}
