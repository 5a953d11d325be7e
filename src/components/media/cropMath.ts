/**
 * The geometry of the photo cropper, kept free of the DOM so it can be unit-tested.
 * All positions are in pixels of the source image. The crop box always has the given aspect,
 * lies wholly inside the image, and at zoom 1 is the largest such box.
 */

export interface Size {
  width: number;
  height: number;
}

/** What the user controls: how far in, and which point of the image is in the middle. */
export interface CropView {
  zoom: number;
  centerX: number;
  centerY: number;
}

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** One zoom key press or slider step. */
export const ZOOM_STEP = 0.1;
/** One arrow key press moves the photo by this share of the crop box; with Shift, by the large one. */
export const PAN_STEP = 0.05;
export const PAN_STEP_LARGE = 0.2;

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return clamp(Math.round(zoom * 100) / 100, MIN_ZOOM, MAX_ZOOM);
}

/** The largest box of `aspect` (width / height) that fits in the image. */
export function fullCropSize(image: Size, aspect: number): Size {
  if (image.width / image.height > aspect) {
    return { width: image.height * aspect, height: image.height };
  }
  return { width: image.width, height: image.width / aspect };
}

/** The crop box of a view: the full box shrunk by the zoom, centred as near the wish as fits. */
export function cropAreaOf(view: CropView, image: Size, aspect: number): CropArea {
  const full = fullCropSize(image, aspect);
  const zoom = clampZoom(view.zoom);
  const width = full.width / zoom;
  const height = full.height / zoom;
  const x = clamp(view.centerX - width / 2, 0, image.width - width);
  const y = clamp(view.centerY - height / 2, 0, image.height - height);
  return { x, y, width, height };
}

/** The view moved to where its crop box really is (so panning back from an edge is immediate). */
export function clampView(view: CropView, image: Size, aspect: number): CropView {
  const area = cropAreaOf(view, image, aspect);
  return {
    zoom: clampZoom(view.zoom),
    centerX: area.x + area.width / 2,
    centerY: area.y + area.height / 2,
  };
}

/** Zoom 1, centred: the whole width or height of the image. */
export function initialView(image: Size): CropView {
  return { zoom: MIN_ZOOM, centerX: image.width / 2, centerY: image.height / 2 };
}

/**
 * Moves the photo by (dx, dy) source pixels, as dragging it would: moving the photo right
 * shows more of its left side, so the crop box goes the other way.
 */
export function panView(
  view: CropView,
  dx: number,
  dy: number,
  image: Size,
  aspect: number,
): CropView {
  return clampView(
    { ...view, centerX: view.centerX - dx, centerY: view.centerY - dy },
    image,
    aspect,
  );
}

/** The same centre at another zoom. */
export function zoomView(view: CropView, zoom: number, image: Size, aspect: number): CropView {
  return clampView({ ...view, zoom }, image, aspect);
}

/** Source pixels per displayed pixel when the crop box fills a viewport `viewportWidth` wide. */
export function sourcePerViewportPixel(area: CropArea, viewportWidth: number): number {
  return viewportWidth > 0 ? area.width / viewportWidth : 1;
}

/** Size of the saved photo: the crop box, scaled down to at most `maxWidth`, never up. */
export function outputSize(area: CropArea, aspect: number, maxWidth: number): Size {
  const width = Math.max(1, Math.round(Math.min(area.width, maxWidth)));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}

/** What a key does to the view; null for keys the cropper leaves alone. */
export function viewAfterKey(
  key: string,
  shiftKey: boolean,
  view: CropView,
  image: Size,
  aspect: number,
): CropView | null {
  const area = cropAreaOf(view, image, aspect);
  const step = (shiftKey ? PAN_STEP_LARGE : PAN_STEP) * area.width;
  switch (key) {
    case 'ArrowLeft':
      return panView(view, -step, 0, image, aspect);
    case 'ArrowRight':
      return panView(view, step, 0, image, aspect);
    case 'ArrowUp':
      return panView(view, 0, -step, image, aspect);
    case 'ArrowDown':
      return panView(view, 0, step, image, aspect);
    case '+':
    case '=':
      return zoomView(view, view.zoom + ZOOM_STEP, image, aspect);
    case '-':
    case '_':
      return zoomView(view, view.zoom - ZOOM_STEP, image, aspect);
    case 'Home':
    case '0':
      return initialView(image);
    default:
      return null;
  }
}
