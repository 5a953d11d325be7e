import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Alert } from '@/components/feedback/Alert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PHOTO_ASPECT } from '@/config/constants';
import { cropToJpegBase64 } from './cropImage';
import { MIN_ZOOM } from './cropMath';
import type { Crop } from './PhotoCropper';
import { PHOTO_NOT_JPEG, PHOTO_TOO_LARGE, PHOTO_UNREADABLE, photoFileProblem } from './photoFile';
import './PhotoCropper.css';

// The cropper comes with the photo chosen (a click), not with the screen.
/** The file checks' English texts (photoFile.ts, as the tests read them), as messages. */
const PROBLEMS: Record<string, ReturnType<typeof msg>> = {
  [PHOTO_NOT_JPEG]: msg`Please choose a JPEG photo (.jpg or .jpeg).`,
  [PHOTO_TOO_LARGE]: msg`Please choose a photo no larger than 10 MB.`,
  [PHOTO_UNREADABLE]: msg`This file could not be read as a photo. Please choose another.`,
};

const PhotoCropper = lazy(async () => ({ default: (await import('./PhotoCropper')).PhotoCropper }));

/**
 * The cropper's place while its code arrives: the same stage, help line and (disabled) zoom row,
 * so nothing below moves when the cropper takes over.
 */
function CropperPending() {
  const zoomId = useId();
  return (
    <div className="photo-cropper">
      <div className="photo-cropper-stage" style={{ aspectRatio: String(PHOTO_ASPECT) }}>
        <span className="photo-cropper-loading" role="status">
          <Trans>Loading photo...</Trans>
        </span>
      </div>
      <p className="small text-body-secondary mt-2 mb-2">
        <Trans>
          Drag the photo, or focus it and use the arrow keys to move it (Shift for bigger steps), +
          and - to zoom and Home to start over.
        </Trans>
      </p>
      <div className="d-flex align-items-center gap-3">
        <Form.Label htmlFor={zoomId} className="mb-0">
          <Trans>Zoom</Trans>
        </Form.Label>
        <Form.Range id={zoomId} disabled value={MIN_ZOOM} readOnly />
        <Button variant="outline-secondary" size="sm" disabled>
          <Trans>Reset</Trans>
        </Button>
      </div>
    </div>
  );
}

interface Chosen {
  file: File;
  url: string;
}

interface PhotoUploadProps {
  /** What shows while no file is chosen: the current photo, a preview, an empty text. */
  current: ReactNode;
  /** Label of the file input ("Choose a new photo"). */
  chooseLabel: string;
  /** Accessible name of the crop area. */
  cropLabel?: string;
  saveLabel?: string;
  /** The save runs: the input and buttons wait. */
  busy: boolean;
  /** The last save's failure (the slice's text, or a traveller's RefusalMessage). */
  error?: ReactNode;
  /** A file was chosen or the crop cancelled: the last failure no longer applies. */
  onReset?: () => void;
  /** Saves the cropped JPEG (base64, no prefix); true when it was saved (the chooser then resets). */
  onSave: (photo: string, fileName: string) => Promise<boolean>;
  /** A chosen photo waits to be saved (for a leave-page warning). */
  onPendingChange?: (pending: boolean) => void;
}

/**
 * The one photo upload of the app: choose a JPEG of at most 10 MB, crop it at 11:7 in the one
 * cropper, save. The caller decides what is shown meanwhile and where the photo goes.
 */
export function PhotoUpload({
  current,
  chooseLabel,
  cropLabel: ownCropLabel,
  saveLabel: ownSaveLabel,
  busy,
  error,
  onReset,
  onSave,
  onPendingChange,
}: PhotoUploadProps) {
  const { t, i18n } = useLingui();
  const cropLabel = ownCropLabel ?? t`Crop your new photo`;
  const saveLabel = ownSaveLabel ?? t`Save Photo`;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const crop = useRef<Crop | null>(null);
  // The crop is known: the cropper's code has arrived, the photo is decoded and measured.
  const [ready, setReady] = useState(false);
  // The save was pressed before that (a quick tap on a slow phone, the moment the button shows):
  // the press is kept and the save runs as soon as the crop is known, the button busy meanwhile,
  // saying why. A press refused while the photo loaded was lost to a visitor who pressed once
  // and waited (issue 39).
  const [saveWaiting, setSaveWaiting] = useState(false);
  // The same, for the cropper's stable callback: set with the press, not a render later, so a
  // crop that arrives in the press's own render still finds it.
  const waiting = useRef(false);
  const latestSave = useRef<(() => Promise<void>) | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = `${inputId}-help`;
  const pendingId = `${inputId}-pending`;

  // The object URL holds the whole file in memory until it is revoked.
  useEffect(() => {
    const url = chosen?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  useEffect(() => {
    onPendingChange?.(chosen !== null);
  }, [chosen, onPendingChange]);

  const wait = useCallback((on: boolean) => {
    waiting.current = on;
    setSaveWaiting(on);
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    onReset?.();
    if (!file) return;
    const why = photoFileProblem(file);
    setProblem(why);
    if (why) {
      event.target.value = '';
      setChosen(null);
      return;
    }
    crop.current = null;
    setReady(false);
    wait(false);
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const cancel = () => {
    crop.current = null;
    setReady(false);
    wait(false);
    setChosen(null);
    setProblem(null);
    onReset?.();
    if (inputRef.current) inputRef.current.value = '';
  };

  const onCropChange = useCallback((next: Crop | null) => {
    crop.current = next;
    setReady(next !== null);
    // The crop's arrival is the moment a waiting press saves.
    if (next && waiting.current) void latestSave.current?.();
  }, []);

  const onLoadError = useCallback(() => {
    wait(false);
    setProblem(PHOTO_UNREADABLE);
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  }, [wait]);

  const save = async () => {
    if (!chosen || busy) return;
    if (!crop.current) {
      wait(true);
      return;
    }
    wait(false);
    let photo: string;
    try {
      photo = cropToJpegBase64(crop.current.image, crop.current.area, PHOTO_ASPECT);
    } catch {
      setProblem(PHOTO_UNREADABLE);
      return;
    }
    // On a failure the caller's text shows and the crop stays for another try.
    if (await onSave(photo, chosen.file.name)) cancel();
  };

  useEffect(() => {
    latestSave.current = save;
  });

  // Until the crop is known the button says why it may take a while: beside it, or (pressed)
  // as its busy label.
  const pending = !ready && !saveWaiting;

  return (
    <div className="photo-upload">
      {chosen ? (
        <div className="mb-3">
          <Suspense fallback={<CropperPending />}>
            <PhotoCropper
              src={chosen.url}
              aspect={PHOTO_ASPECT}
              label={cropLabel}
              onCropChange={onCropChange}
              onLoadError={onLoadError}
            />
          </Suspense>
        </div>
      ) : (
        current
      )}
      <Form.Group className="mb-3">
        <Form.Label htmlFor={inputId}>{chooseLabel}</Form.Label>
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
          <Trans>A JPEG of up to 10 MB. You can crop it before saving.</Trans>
        </Form.Text>
        {problem && (
          <Form.Control.Feedback type="invalid" role="alert">
            {PROBLEMS[problem] ? i18n._(PROBLEMS[problem]) : problem}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      {chosen && (
        <div className="photo-upload-actions">
          <SubmitButton
            type="button"
            busy={busy || saveWaiting}
            busyLabel={saveWaiting ? t`Loading photo...` : t`Saving...`}
            describedBy={pending ? pendingId : undefined}
            onClick={() => void save()}
          >
            {saveLabel}
          </SubmitButton>
          <Button variant="outline-secondary" onClick={cancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          {/* Always laid out, hidden when not pending: the row keeps its size either way. */}
          <span
            id={pendingId}
            className={`photo-upload-pending small text-body-secondary${pending ? '' : ' is-ready'}`}
          >
            <Trans>Loading photo...</Trans>
          </span>
        </div>
      )}
    </div>
  );
}
