import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { InfoDialog } from '@/components/dialogs/InfoDialog';
import { amenitiesClosed } from '../searchSlice';
import { selectSelectedBusResult } from '../selectors';
import { useLastShown } from '@/lib/useLastShown';
import { vocabularyName } from '@/lib/i18n/vocabulary';

/** The amenities of one bus type; those the bus lacks are struck through (spec 2). */
export function AmenitiesModal({ show }: { show: boolean }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const bus = useLastShown(useAppSelector(selectSelectedBusResult));
  const close = () => dispatch(amenitiesClosed());
  if (!bus) return null;
  const busType = vocabularyName('busType', bus.busType);

  return (
    <InfoDialog
      show={show}
      title={t`${busType} Amenities`}
      onClose={close}
      closeLabel={t`Close amenities`}
      centered
      stacked
      headingTitle
    >
      {bus.amenities.length === 0 ? (
        <p className="mb-0">
          <Trans>No amenities are listed for this bus type.</Trans>
        </p>
      ) : (
        <ul className="amenities-list mb-0">
          {bus.amenities.map((amenity) =>
            amenity.enabled === false ? (
              <li key={amenity.id} className="text-body-secondary">
                <s>{vocabularyName('amenity', amenity.name)}</s>
                <span className="visually-hidden">
                  {' '}
                  <Trans>(not available)</Trans>
                </span>
              </li>
            ) : (
              <li key={amenity.id}>{vocabularyName('amenity', amenity.name)}</li>
            ),
          )}
        </ul>
      )}
    </InfoDialog>
  );
}
