import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SubmitButton } from '@/components/form/SubmitButton';
import { cropToJpegBase64 } from '@/components/media/cropImage';
import { PhotoCropper, type Crop } from '@/components/media/PhotoCropper';
import { PHOTO_ASPECT, SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import { PHOTO_UNREADABLE, photoFileProblem } from '../photoFile';
import type { UserProfile } from '../types';
import { photoFailureCleared, savePhoto, selectUserAccount } from '../userAccountSlice';

export const PHOTO_SAVED = 'Your profile picture has been updated.';

interface Chosen {
  file: File;
  url: string;
}

/** The profile photo: shows the current one; choose a JPEG, crop it at 11:7 and save. */
export function PhotoEditor({ profile }: { profile: UserProfile }) {
  const dispatch = useAppDispatch();
  const { status, error: photoError } = useAppSelector(selectUserAccount).requests.savePhoto;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const crop = useRef<Crop | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = `${inputId}-help`;
  const busy = status === 'pending';

  // The object URL holds the whole file in memory until it is revoked.
  useEffect(() => {
    const url = chosen?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    dispatch(photoFailureCleared());
    if (!file) return;
    const why = photoFileProblem(file);
    setProblem(why);
    if (why) {
      event.target.value = '';
      setChosen(null);
      return;
    }
    crop.current = null;
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const cancel = () => {
    setChosen(null);
    setProblem(null);
    dispatch(photoFailureCleared());
    if (inputRef.current) inputRef.current.value = '';
  };

  const onCropChange = useCallback((next: Crop | null) => {
    crop.current = next;
  }, []);

  const onLoadError = useCallback(() => {
    setProblem(PHOTO_UNREADABLE);
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  }, []);

  const save = async () => {
    if (!chosen || !crop.current) return;
    let photo: string;
    try {
      photo = cropToJpegBase64(crop.current.image, crop.current.area, PHOTO_ASPECT);
    } catch {
      setProblem(PHOTO_UNREADABLE);
      return;
    }
    try {
      await dispatch(savePhoto({ photo, fileName: chosen.file.name })).unwrap();
    } catch {
      return; // The spec's text shows; the crop stays for another try.
    }
    cancel();
    notify('success', PHOTO_SAVED, SAVE_TOAST_MS);
  };

  return (
    <div className="photo-editor">
      {!chosen && (
        <div className="profile-photo mb-3">
          {profile.photoUrl ? (
            <img src={profile.photoUrl} alt="Your profile photo" />
          ) : (
            <div className="profile-photo-empty">No photo yet</div>
          )}
        </div>
      )}
      {chosen && (
        <div className="mb-3">
          <PhotoCropper
            src={chosen.url}
            aspect={PHOTO_ASPECT}
            label="Crop your new photo"
            onCropChange={onCropChange}
            onLoadError={onLoadError}
          />
        </div>
      )}
      <Form.Group className="mb-3">
        <Form.Label htmlFor={inputId}>
          {profile.photoUrl ? 'Choose a new photo' : 'Choose a photo'}
        </Form.Label>
        <Form.Control
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/jpeg,.jpg,.jpeg"
          aria-describedby={helpId}
          disabled={busy}
          isInvalid={problem !== null}
          onChange={choose}
        />
        <Form.Text id={helpId} muted>
          A JPEG of up to 10 MB. You can crop it before saving.
        </Form.Text>
        {problem && (
          <Form.Control.Feedback type="invalid" role="alert">
            {problem}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {photoError && (
        <Alert variant="danger" role="alert">
          {photoError}
        </Alert>
      )}
      {chosen && (
        <div className="d-flex gap-2">
          <SubmitButton type="button" busy={busy} busyLabel="Saving..." onClick={() => void save()}>
            Save Photo
          </SubmitButton>
          <Button variant="outline-secondary" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
