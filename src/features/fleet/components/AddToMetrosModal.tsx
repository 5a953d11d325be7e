import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { Alert } from '@/components/feedback/Alert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import {
  addFleetToMetros,
  fetchMetroOptions,
  metroOptionsCleared,
  selectMetroOptions,
} from '../fleetSlice';
import { busTypeName } from '../fleetValues';
import type { FleetItem } from '../types';
import { succeeded } from '@/lib/succeeded';

export const ADDED_TO_METROS = 'Your fleet has been added to the selected metros.';
export const CHOOSE_A_METRO = 'Choose at least one metro.';

interface AddToMetrosModalProps {
  /** The company-level entry just saved; null: nothing to offer. */
  item: FleetItem | null;
  onClose: () => void;
}

/**
 * After a company-level save (the caller mounts one per save, so each offer starts unticked): offer to add the entry to the company's metro listings. Asks the
 * server which metros can take it first, and shows nothing when there are none (or the server
 * says so with display_add false).
 */
export function AddToMetrosModal({ item, onClose }: AddToMetrosModalProps) {
  const dispatch = useAppDispatch();
  const listId = useId();
  const options = useAppSelector(selectMetroOptions);
  const [chosen, setChosen] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const offered = item !== null && item.displayAdd !== false;
  const busTypeId = offered ? item.busTypeId : null;
  const busy = options.add.status === 'pending';

  useEffect(() => {
    dispatch(metroOptionsCleared());
    if (busTypeId !== null) void dispatch(fetchMetroOptions({ busTypeId }));
  }, [dispatch, busTypeId, item]);

  const loaded = options.fetch.status === 'succeeded' && options.list.length > 0;
  const show = offered && (loaded || options.fetch.status === 'failed');

  const submit = async () => {
    setTried(true);
    if (!item || chosen.length === 0) return;
    const added = dispatch(
      addFleetToMetros({ fleetId: item.id, companyMetroIds: chosen }),
    ).unwrap();
    // The failure shows in the modal; the choice stays for another try.
    if (!(await succeeded(added))) return;
    notify('success', ADDED_TO_METROS, SAVE_TOAST_MS);
    onClose();
  };

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <DialogFrame
      show={show}
      title="Add to your metros?"
      cancelLabel="Not Now"
      busy={busy}
      error={options.add.error}
      closeButton
      onCancel={onClose}
      action={
        <SubmitButton
          type="button"
          busy={busy}
          busyLabel="Adding..."
          disabled={!loaded}
          onClick={() => void submit()}
        >
          Add to Metros
        </SubmitButton>
      }
    >
      {item && (
        <p>
          {busTypeName(item.busTypeId)} was saved to your company fleet. Add it to the fleet of
          these metro listings too:
        </p>
      )}
      <AsyncSection
        request={options.fetch}
        onRetry={() => {
          if (busTypeId !== null) void dispatch(fetchMetroOptions({ busTypeId }));
        }}
        empty={options.list.length === 0}
      >
        <fieldset>
          <legend className="visually-hidden">Metros</legend>
          {options.list.map((metro) => (
            <Form.Check
              key={metro.companyMetroId}
              type="checkbox"
              id={`${listId}-${metro.companyMetroId}`}
              label={metro.metroName}
              checked={chosen.includes(metro.companyMetroId)}
              onChange={(event) => toggle(metro.companyMetroId, event.target.checked)}
            />
          ))}
        </fieldset>
      </AsyncSection>
      {tried && chosen.length === 0 && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {CHOOSE_A_METRO}
        </Alert>
      )}
    </DialogFrame>
  );
}
