import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { notify } from '@/lib/notify';
import { ADD_METRO_CONFIRM, ADD_METRO_FREE_TRIAL_LABEL, ADD_METRO_LABEL } from '../constants';
import { metroLabel, nextInvoice } from '../invoicePreview';
import {
  addMetro,
  fetchLocations,
  fetchMetrosInRadius,
  fetchRecommendedMetros,
  listingsRequestReset,
  locationsCleared,
  metroSearchCleared,
  selectListings,
  selectListingsState,
} from '../listingsSlice';
import { useMetroSearchForm } from '../metroSearch';
import type { MetroOption } from '../types';
import { AddMetroNotices, addMetroBlockers } from './AddMetroNotices';
import { InvoiceChange } from './InvoiceChange';
import { MetroSearch } from './MetroSearch';
import { succeeded } from '@/lib/succeeded';

interface AddMetroModalProps {
  show: boolean;
  isFreeTrial: boolean;
  onHide: () => void;
}

/**
 * Add New Metro: the metro search over the account area's calls, then "Are you sure?" with the
 * next invoice as it would be. The search hides while the question is open and comes back as it
 * was when the question is cancelled.
 */
export function AddMetroModal({ show, isFreeTrial, onHide }: AddMetroModalProps) {
  const dispatch = useAppDispatch();
  const { recommended, locations, found, totals, billing, requests } =
    useAppSelector(selectListingsState);
  const listings = useAppSelector(selectListings);
  const form = useMetroSearchForm();
  const [confirming, setConfirming] = useState<MetroOption | null>(null);
  const blockers = addMetroBlockers(billing, isFreeTrial);
  const addLabel = isFreeTrial ? ADD_METRO_FREE_TRIAL_LABEL : ADD_METRO_LABEL;

  useEffect(() => {
    if (!show) return;
    dispatch(metroSearchCleared());
    void dispatch(fetchRecommendedMetros());
  }, [show, dispatch]);

  const ask = (metro: MetroOption) => {
    dispatch(listingsRequestReset('addMetro'));
    setConfirming(metro);
  };
  const confirm = async () => {
    if (!confirming) return;
    // The dialog shows the server's text.
    if (!(await succeeded(dispatch(addMetro(confirming)).unwrap()))) return;
    notify('success', `Your request to add ${metroLabel(confirming)} has been sent.`);
    setConfirming(null);
    onHide();
  };

  return (
    <>
      <Modal
        show={show && confirming === null}
        onHide={onHide}
        size="lg"
        centered
        aria-labelledby="add-metro-title"
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="add-metro-title">Add New Metro</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <AddMetroNotices {...blockers} />
          <MetroSearch
            form={form}
            recommended={{ data: recommended, ...requests.fetchRecommendedMetros }}
            onRetryRecommended={() => void dispatch(fetchRecommendedMetros())}
            locations={{ data: locations, ...requests.fetchLocations }}
            searchLocations={(term, signal) => void dispatch(fetchLocations(term, { signal }))}
            clearLocations={() => dispatch(locationsCleared())}
            found={{ data: found, ...requests.fetchMetrosInRadius }}
            findMetros={(cityId, radius) => void dispatch(fetchMetrosInRadius({ cityId, radius }))}
            listedMetroIds={listings.map((listing) => listing.metroId)}
            addLabel={addLabel}
            addDisabled={blockers.pendingApproval || blockers.missingPayment}
            onAdd={ask}
          />
        </Modal.Body>
      </Modal>
      <ConfirmDialog
        show={confirming !== null}
        title={confirming ? `Add ${metroLabel(confirming)}` : 'Add Metro'}
        confirmLabel="Yes, Add Metro"
        busyLabel="Sending..."
        busy={requests.addMetro.status === 'pending'}
        error={requests.addMetro.error}
        size="lg"
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      >
        <p>{ADD_METRO_CONFIRM}</p>
        {confirming && (
          <InvoiceChange
            current={nextInvoice(listings, totals, billing)}
            next={nextInvoice(listings, totals, billing, { kind: 'add', metro: confirming })}
            caption={`Next invoice with ${metroLabel(confirming)}`}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
