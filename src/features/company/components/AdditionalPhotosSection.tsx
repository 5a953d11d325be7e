import './AdditionalPhotosSection.css';
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LazyConfirmDialog } from '@/components/dialogs/LazyConfirmDialog';
import { useUnsavedChange } from '@/components/form/UnsavedChanges';
import { PhotoSlider } from '@/components/media/PhotoSlider';
import { PhotoUpload } from '@/components/media/PhotoUpload';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import {
  addAdditionalPhoto,
  companyFailureCleared,
  removeAdditionalPhoto,
  selectCompany,
} from '../companySlice';
import type { CompanyPhoto } from '../types';
import { SectionCard } from '@/components/layout/SectionCard';
import { succeeded } from '@/lib/succeeded';

/** Spec section 8: the empty list's text. */
export const NO_ADDITIONAL_PHOTOS =
  'There are currently no additional photos. Click Add Photo to upload.';
export const PHOTO_ADDED = 'Your photo has been added.';
export const PHOTO_REMOVED = 'Your photo has been removed.';

interface Props {
  companyName: string;
  photos: readonly CompanyPhoto[];
}

/** Additional Photos: the carousel after the profile image; add one, remove one (asked first). */
export function AdditionalPhotosSection({ companyName, photos }: Props) {
  const dispatch = useAppDispatch();
  const { addAdditionalPhoto: adding, removeAdditionalPhoto: removing } =
    useAppSelector(selectCompany).requests;
  const [addOpen, setAddOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [toRemove, setToRemove] = useState<number | null>(null);
  useUnsavedChange('additionalPhotos', pending);
  const onReset = useCallback(
    () => dispatch(companyFailureCleared('addAdditionalPhoto')),
    [dispatch],
  );

  const slides = photos.map((photo, index) => ({
    url: photo.url,
    alt: `Additional photo ${index + 1} of ${companyName}`,
  }));

  const add = async (photo: string) => {
    if (!(await succeeded(dispatch(addAdditionalPhoto({ photo })).unwrap()))) return false;
    setAddOpen(false);
    notify('success', PHOTO_ADDED, SAVE_TOAST_MS);
    return true;
  };

  const remove = async () => {
    const photo = toRemove === null ? undefined : photos[toRemove];
    if (!photo) return;
    // The dialog shows the failure and stays for another try.
    if (!(await succeeded(dispatch(removeAdditionalPhoto(photo.fileName)).unwrap()))) return;
    setToRemove(null);
    notify('success', PHOTO_REMOVED, SAVE_TOAST_MS);
  };

  return (
    <SectionCard
      title="Additional Photos"
      intro="More photos of your buses, shown after your profile image on your listings."
    >
      <PhotoSlider
        photos={slides}
        label={`Additional photos of ${companyName}`}
        emptyText={NO_ADDITIONAL_PHOTOS}
        className="additional-photos__slider mb-3"
      />
      {photos.length > 0 && (
        <ul className="additional-photos__list list-unstyled">
          {photos.map((photo, index) => (
            <li key={photo.fileName || photo.url} className="additional-photos__item">
              <img src={photo.url} alt="" width={110} height={70} loading="lazy" />
              <Button
                variant="outline-danger"
                size="sm"
                disabled={!photo.fileName}
                onClick={() => {
                  dispatch(companyFailureCleared('removeAdditionalPhoto'));
                  setToRemove(index);
                }}
              >
                Remove photo {index + 1}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {addOpen ? (
        <>
          <PhotoUpload
            current={null}
            chooseLabel="Choose a photo to add"
            cropLabel="Crop your new photo"
            saveLabel="Save Photo"
            busy={adding.status === 'pending'}
            error={adding.error}
            onReset={onReset}
            onSave={add}
            onPendingChange={setPending}
          />
          {!pending && (
            <Button variant="outline-secondary" onClick={() => setAddOpen(false)}>
              Cancel
            </Button>
          )}
        </>
      ) : (
        <Button variant="outline-primary" onClick={() => setAddOpen(true)}>
          Add Photo
        </Button>
      )}
      <LazyConfirmDialog
        show={toRemove !== null}
        title="Remove this photo?"
        confirmLabel="Remove Photo"
        busyLabel="Removing..."
        danger
        busy={removing.status === 'pending'}
        error={removing.error}
        onConfirm={() => void remove()}
        onCancel={() => setToRemove(null)}
      >
        {toRemove !== null && photos[toRemove] && (
          <img
            src={photos[toRemove].url}
            alt={`Additional photo ${toRemove + 1}`}
            className="img-fluid rounded mb-3"
          />
        )}
        <p className="mb-0">
          Photo {toRemove === null ? '' : toRemove + 1} will no longer show on your listings.
        </p>
      </LazyConfirmDialog>
    </SectionCard>
  );
}
