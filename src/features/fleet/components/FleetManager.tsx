import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { LazyConfirmDialog } from '@/components/dialogs/LazyConfirmDialog';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import {
  deleteFleet,
  fetchFleet,
  fetchFleetAmenities,
  fleetFailuresCleared,
  marketFailuresForgotten,
  saveFleet,
  selectFleetItems,
  selectFleetList,
} from '../fleetSlice';
import type { CompanyFleetPost } from '../fleetApi';
import { busTypeName } from '../fleetValues';
import type { FleetEntry, FleetItem, FleetLevel } from '../types';
import type { MarketContext } from '../useMarket';
import { FleetTable } from './FleetTable';
import { succeeded } from '@/lib/succeeded';

// The fleet form (Formik, Yup, the amenities) loads with + Add New Type or Edit.
const FleetModal = lazyDialog(async () => (await import('./FleetModal')).FleetModal);

export const FLEET_SAVED = 'Your fleet has been saved.';
export const FLEET_DELETED = 'The bus type has been removed from your fleet.';
export const NO_FLEET = 'No buses yet. Click + Add New Type to add one.';

interface FleetManagerProps {
  level: FleetLevel;
  /** The table's caption for screen readers. */
  caption: string;
  market: MarketContext | null;
  /** After a save, with the entry as the server now has it (null when the reload failed). */
  onSaved?: (item: FleetItem | null) => void;
  /** The company level's save when not the account area's: the setup wizard passes its paths. */
  companySave?: CompanyFleetPost;
}

/** A fleet of one level: the table, + Add New Type, the fleet modal and the delete confirmation. */
export function FleetManager({ level, caption, market, onSaved, companySave }: FleetManagerProps) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectFleetList(state, level));
  const items = useAppSelector((state) => selectFleetItems(state, level));
  // The item stays while the modal closes, so its title and fields do not change on the way out.
  const [modal, setModal] = useState<{ show: boolean; item: FleetItem | null }>({
    show: false,
    item: null,
  });
  const [deleting, setDeleting] = useState<FleetItem | null>(null);
  const levelKind = level.kind;
  const companyMetroId = level.kind === 'listing' ? level.companyMetroId : 0;

  useEffect(() => {
    const current: FleetLevel =
      levelKind === 'company' ? { kind: 'company' } : { kind: 'listing', companyMetroId };
    dispatch(marketFailuresForgotten());
    void dispatch(fetchFleet(current));
    void dispatch(fetchFleetAmenities(current));
  }, [dispatch, levelKind, companyMetroId]);

  const open = (item: FleetItem | null) => {
    dispatch(fleetFailuresCleared(level));
    setModal({ show: true, item });
  };

  const save = async (entry: FleetEntry) => {
    const saved = await dispatch(
      saveFleet({ level, id: modal.item?.id ?? null, entry, post: companySave }),
    ).unwrap();
    notify('success', FLEET_SAVED, SAVE_TOAST_MS);
    onSaved?.(saved);
  };

  const remove = async () => {
    if (!deleting) return;
    // The dialog shows the failure and stays for another try.
    if (!(await succeeded(dispatch(deleteFleet({ level, id: deleting.id })).unwrap()))) return;
    setDeleting(null);
    notify('success', FLEET_DELETED, SAVE_TOAST_MS);
  };

  return (
    <>
      <AsyncSection
        request={list.fetch}
        onRetry={() => void dispatch(fetchFleet(level))}
        empty={items.length === 0}
        emptyText={NO_FLEET}
        loadingText="Loading your fleet..."
      >
        <FleetTable
          items={items}
          caption={caption}
          onEdit={open}
          onDelete={(item) => {
            dispatch(fleetFailuresCleared(level));
            setDeleting(item);
          }}
        />
      </AsyncSection>
      <Button variant="outline-primary" className="mt-3" onClick={() => open(null)}>
        + Add New Type
      </Button>
      <FleetModal
        show={modal.show}
        item={modal.item}
        amenities={{
          list: list.amenities,
          status: list.fetchAmenities.status,
          error: list.fetchAmenities.error,
          onRetry: () => void dispatch(fetchFleetAmenities(level)),
        }}
        onSave={save}
        onClose={() => setModal((current) => ({ ...current, show: false }))}
        market={market}
      />
      <LazyConfirmDialog
        show={deleting !== null}
        title="Delete this bus type?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        danger
        busy={list.remove.status === 'pending'}
        error={list.remove.error}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <p className="mb-0">
            {busTypeName(deleting.busTypeId)} ({deleting.quantity}, {deleting.seats} seats) will be
            removed from this fleet.
          </p>
        )}
      </LazyConfirmDialog>
    </>
  );
}
