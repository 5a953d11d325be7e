import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PhotoSlider } from '@/components/media/PhotoSlider';
import { resultHeading } from '../resultView';
import { amenitiesOpened, detailsClosed, messageOpened, reviewsOpened } from '../searchSlice';
import { selectSelectedResult, selectSelectedResultIndex } from '../selectors';
import { BusTypeTable } from './details/BusTypeTable';
import { ContactDetails } from './details/ContactDetails';
import { QuoteRequestButton } from './QuoteRequestButton';
import { ReviewCountButton } from './ReviewCountButton';
import { useLastShown } from '@/lib/useLastShown';

/** More Details of the selected result (spec 2). Loaded only when first opened. */
export function DetailsModal({ show }: { show: boolean }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const index = useAppSelector(selectSelectedResultIndex);
  const result = useLastShown(useAppSelector(selectSelectedResult));
  const close = () => dispatch(detailsClosed());
  if (!result) return null;
  const heading = resultHeading(result.company);

  return (
    <Modal show={show} onHide={close} size="lg" scrollable aria-labelledby="details-modal-title">
      <Modal.Header closeButton closeLabel={t`Close details`}>
        <Modal.Title id="details-modal-title" as="h2" className="h4">
          {heading}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="mb-3">
          <ReviewCountButton
            result={result}
            onOpen={() => index !== null && dispatch(reviewsOpened(index))}
          />
        </div>
        <div className="row g-3 mb-3">
          <div className="col-md-6">
            <PhotoSlider
              photos={result.photos.map((photo, position) => {
                const number = position + 1;
                return { url: photo.url, alt: t`${heading}, photo ${number}` };
              })}
              label={t`Photos of ${heading}`}
              emptyText={t`No Photos Available`}
            />
          </div>
          <div className="col-md-6">
            {result.company.about && <p className="details-about">{result.company.about}</p>}
          </div>
        </div>
        {/* Each opening starts with the phone hidden again. */}
        <ContactDetails
          key={`${show}-${result.company.id}`}
          result={result}
          onContact={() => dispatch(messageOpened())}
        />
        <BusTypeTable result={result} onAmenities={(id) => dispatch(amenitiesOpened(id))} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          <Trans>Close Details</Trans>
        </Button>
        <QuoteRequestButton
          result={result}
          addLabel={t`Add Quote Request`}
          removeLabel={t`Remove Quote Request`}
        />
      </Modal.Footer>
    </Modal>
  );
}
