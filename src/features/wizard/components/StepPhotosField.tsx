import './StepPhotosField.css';
import { useField, useFormikContext } from 'formik';
import { useCallback, useId, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { PhotoUpload } from '@/components/media/PhotoUpload';
import { useSteadyWhilePressed } from '@/components/form/useSteadyWhilePressed';
import { RequiredStar } from '@/components/form/RequiredStar';
import { isRepeatClick } from '@/lib/repeatClick';
import {
  freeFileName,
  withMainPhoto,
  withPhotoAdded,
  withPhotoRemoved,
  type StepPhotos,
} from '../profilePhotos';
import { PROFILE_STEP_TEXTS, type ProfileStepValues } from '../profileStep';

const photosOf = (values: ProfileStepValues): StepPhotos => ({
  list: values.photos,
  main: values.mainPhoto,
});

/**
 * Step 1's photos: added one by one through the app's one photo upload (JPEG, 10 MB, cropped
 * 11:7), kept on the page until the step is saved. The first added is the main photo; any other
 * can be made main; removing the main one makes the first remaining photo main.
 */
export function StepPhotosField() {
  const { values, errors, submitCount, setValues } = useFormikContext<ProfileStepValues>();
  // A photo chosen and cropped but not added would be lost on save: the save asks for it first.
  const choosing = useRef(false);
  const onPendingChange = useCallback((pending: boolean) => {
    choosing.current = pending;
  }, []);
  const validate = useCallback(
    () => (choosing.current ? PROFILE_STEP_TEXTS.photoNotAdded : undefined),
    [],
  );
  useField({ name: 'photos', validate });
  const id = useId();
  const errorId = `${id}-error`;
  const error = useSteadyWhilePressed(
    submitCount > 0 && typeof errors.photos === 'string' ? errors.photos : '',
  );
  const { list, main } = photosOf(values);

  const apply = (change: (photos: StepPhotos) => StepPhotos) =>
    void setValues((current) => {
      const next = change(photosOf(current));
      return { ...current, photos: next.list, mainPhoto: next.main };
    });

  const add = (photo: string, original: string) => {
    apply((photos) =>
      withPhotoAdded(photos, {
        fileName: freeFileName(photos.list, original),
        url: `data:image/jpeg;base64,${photo}`,
        photo,
      }),
    );
    return Promise.resolve(true);
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="fs-6 fw-semibold">
        <RequiredStar />
        Company Photos
      </legend>
      {list.length > 0 && (
        <ul className="step-photos list-unstyled">
          {list.map((photo, index) => {
            const number = index + 1;
            const isMain = photo.fileName === main;
            return (
              <li key={photo.fileName} className="step-photos__item">
                <img src={photo.url} alt={`Photo ${number}`} width={220} height={140} />
                {isMain ? (
                  <Badge bg="primary" className="align-self-start">
                    Main photo
                  </Badge>
                ) : (
                  <Button
                    variant="outline-primary"
                    size="sm"
                    aria-label={`Make Main: photo ${number}`}
                    onClick={() => apply((photos) => withMainPhoto(photos, photo.fileName))}
                  >
                    Make Main
                  </Button>
                )}
                <Button
                  variant="outline-danger"
                  size="sm"
                  aria-label={`Remove photo ${number}`}
                  onClick={(event) => {
                    if (!isRepeatClick(event))
                      apply((photos) => withPhotoRemoved(photos, photo.fileName));
                  }}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <PhotoUpload
        current={null}
        chooseLabel={list.length === 0 ? 'Choose a photo' : 'Choose another photo'}
        cropLabel="Crop your photo"
        saveLabel="Add Photo"
        busy={false}
        onSave={add}
        onPendingChange={onPendingChange}
      />
      {error && (
        <div id={errorId} className="invalid-feedback d-block mb-3">
          {error}
        </div>
      )}
    </fieldset>
  );
}
