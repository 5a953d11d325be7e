import { outputSize, type CropArea } from './cropMath';

/** Longest side of a saved photo: plenty for a profile picture, small enough to upload fast. */
export const CROP_OUTPUT_MAX_WIDTH = 880;
export const CROP_JPEG_QUALITY = 0.85;

const JPEG_PREFIX = /^data:image\/jpeg;base64,/;

/** Draws the crop box of `image` onto a canvas and returns it as base64 JPEG (no data-URL prefix). */
export function cropToJpegBase64(
  image: CanvasImageSource,
  area: CropArea,
  aspect: number,
  maxWidth = CROP_OUTPUT_MAX_WIDTH,
): string {
  const size = outputSize(area, aspect, maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  // JPEG has no transparency: a transparent PNG corner would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const url = canvas.toDataURL('image/jpeg', CROP_JPEG_QUALITY);
  if (!JPEG_PREFIX.test(url)) throw new Error('This browser cannot make JPEG images.');
  return url.replace(JPEG_PREFIX, '');
}
