import { Trans, useLingui } from '@lingui/react/macro';
import './PhotoCropper.css';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PHOTO_ASPECT } from '@/config/constants';
import {
  cropAreaOf,
  initialView,
  MAX_ZOOM,
  MIN_ZOOM,
  panView,
  sourcePerViewportPixel,
  viewAfterKey,
  ZOOM_STEP,
  zoomView,
  type CropArea,
  type CropView,
} from './cropMath';

export interface Crop {
  image: HTMLImageElement;
  area: CropArea;
}

interface PhotoCropperProps {
  /** The picture to crop (an object URL of the chosen file, or any image URL). */
  src: string;
  /** Width / height of the crop; the spec's photos are 11:7. */
  aspect?: number;
  /** Accessible name of the crop area. */
  label?: string;
  /** Called with the image and the crop box (source pixels) whenever either changes. */
  onCropChange: (crop: Crop | null) => void;
  /** The file could not be decoded as an image. */
  onLoadError?: () => void;
}

/** Drawing resolution of the preview; CSS scales it to the available width. */
const PREVIEW_WIDTH = 880;

/**
 * A small canvas cropper with a fixed aspect. Everything works from the keyboard: arrow keys move
 * the photo (Shift for bigger steps), + and - zoom, Home resets; the Zoom slider and dragging with
 * a mouse or finger do the same. The geometry lives in cropMath.ts.
 */
export function PhotoCropper({
  src,
  aspect = PHOTO_ASPECT,
  label: ownLabel,
  onCropChange,
  onLoadError,
}: PhotoCropperProps) {
  const { t } = useLingui();
  const label = ownLabel ?? t`Photo crop`;
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [view, setView] = useState<CropView | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const callbacks = useRef({ onCropChange, onLoadError });
  const id = useId();
  const zoomId = `${id}-zoom`;
  const helpId = `${id}-help`;

  useEffect(() => {
    callbacks.current = { onCropChange, onLoadError };
  });

  useEffect(() => {
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setView(initialView({ width: img.naturalWidth, height: img.naturalHeight }));
    };
    img.onerror = () => callbacks.current.onLoadError?.();
    img.src = src;
    return () => {
      img.onload = null;
      img.onerror = null;
      setImage(null);
      setView(null);
    };
  }, [src]);

  const size = useMemo(
    () => (image ? { width: image.naturalWidth, height: image.naturalHeight } : null),
    [image],
  );
  const area = useMemo(
    () => (size && view ? cropAreaOf(view, size, aspect) : null),
    [size, view, aspect],
  );

  useEffect(() => {
    callbacks.current.onCropChange(image && area ? { image, area } : null);
  }, [image, area]);

  const previewHeight = Math.round(PREVIEW_WIDTH / aspect);
  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context || !image || !area) return;
    context.clearRect(0, 0, PREVIEW_WIDTH, previewHeight);
    context.drawImage(
      image,
      area.x,
      area.y,
      area.width,
      area.height,
      0,
      0,
      PREVIEW_WIDTH,
      previewHeight,
    );
  }, [image, area, previewHeight]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!size || !view) return;
    const next = viewAfterKey(event.key, event.shiftKey, view, size, aspect);
    if (!next) return;
    event.preventDefault();
    setView(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId || !size || !area) return;
    const scale = sourcePerViewportPixel(area, event.currentTarget.getBoundingClientRect().width);
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    const dx = (event.clientX - start.x) * scale;
    const dy = (event.clientY - start.y) * scale;
    // From the latest view, not this render's: two moves before a render both count.
    setView((current) => current && panView(current, dx, dy, size, aspect));
  };

  const endDrag = () => {
    drag.current = null;
  };

  const zoom = view?.zoom ?? MIN_ZOOM;
  const ready = Boolean(size && view);

  return (
    <div className="photo-cropper">
      <div
        className="photo-cropper-stage"
        role="group"
        aria-label={label}
        aria-describedby={helpId}
        tabIndex={ready ? 0 : -1}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        style={{ aspectRatio: String(aspect) }}
      >
        <canvas
          ref={canvasRef}
          width={PREVIEW_WIDTH}
          height={previewHeight}
          role="img"
          aria-label={t`Preview of the cropped photo`}
        />
        {!ready && (
          <span className="photo-cropper-loading">
            <Trans>Loading photo...</Trans>
          </span>
        )}
      </div>
      <p id={helpId} className="small text-body-secondary mt-2 mb-2">
        <Trans>
          Drag the photo, or focus it and use the arrow keys to move it (Shift for bigger steps), +
          and - to zoom and Home to start over.
        </Trans>
      </p>
      <div className="d-flex align-items-center gap-3">
        <Form.Label htmlFor={zoomId} className="mb-0">
          <Trans>Zoom</Trans>
        </Form.Label>
        <Form.Range
          id={zoomId}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={zoom}
          disabled={!ready}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(event) => {
            if (size && view) setView(zoomView(view, Number(event.target.value), size, aspect));
          }}
        />
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={!ready}
          onClick={() => size && setView(initialView(size))}
        >
          <Trans>Reset</Trans>
        </Button>
      </div>
    </div>
  );
}
