import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { amenitiesClosed } from '../searchSlice';
import { selectSelectedBusResult } from '../selectors';
import { useLastShown } from '@/lib/useLastShown';

/** The amenities of one bus type; those the bus lacks are struck through (spec 2). */
export function AmenitiesModal({ show }: { show: boolean }) {
  const dispatch = useAppDispatch();
  const bus = useLastShown(useAppSelector(selectSelectedBusResult));
  const close = () => dispatch(amenitiesClosed());
  if (!bus) return null;

  return (
    <Modal
      show={show}
      onHide={close}
      centered
      className="modal-stacked"
      backdropClassName="modal-backdrop-stacked"
      aria-labelledby="amenities-modal-title"
    >
      <Modal.Header closeButton closeLabel="Close amenities">
        <Modal.Title id="amenities-modal-title" as="h2" className="h5">
          {bus.busType} Amenities
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {bus.amenities.length === 0 ? (
          <p className="mb-0">No amenities are listed for this bus type.</p>
        ) : (
          <ul className="amenities-list mb-0">
            {bus.amenities.map((amenity) =>
              amenity.enabled === false ? (
                <li key={amenity.id} className="text-body-secondary">
                  <s>{amenity.name}</s>
                  <span className="visually-hidden"> (not available)</span>
                </li>
              ) : (
                <li key={amenity.id}>{amenity.name}</li>
              ),
            )}
          </ul>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
