import {
  clampZoom,
  cropAreaOf,
  fullCropSize,
  initialView,
  MAX_ZOOM,
  MIN_ZOOM,
  outputSize,
  panView,
  sourcePerViewportPixel,
  viewAfterKey,
  zoomView,
} from '@/components/media/cropMath';

const ASPECT = 11 / 7;
const wide = { width: 2200, height: 700 };
const tall = { width: 1100, height: 2000 };
const exact = { width: 1100, height: 700 };

describe('cropMath', () => {
  it('fits the largest 11:7 box in a wide, a tall and an exact image', () => {
    expect(fullCropSize(wide, ASPECT)).toEqual({ width: 1100, height: 700 });
    expect(fullCropSize(tall, ASPECT)).toEqual({ width: 1100, height: 700 });
    expect(fullCropSize(exact, ASPECT)).toEqual({ width: 1100, height: 700 });
  });

  it('starts centred at zoom 1', () => {
    expect(cropAreaOf(initialView(wide), wide, ASPECT)).toEqual({
      x: 550,
      y: 0,
      width: 1100,
      height: 700,
    });
    expect(cropAreaOf(initialView(tall), tall, ASPECT)).toEqual({
      x: 0,
      y: 650,
      width: 1100,
      height: 700,
    });
  });

  it('keeps the aspect at every zoom', () => {
    for (const zoom of [1, 1.5, 2.3, 4]) {
      const area = cropAreaOf({ ...initialView(exact), zoom }, exact, ASPECT);
      expect(area.width / area.height).toBeCloseTo(ASPECT, 10);
      expect(area.width).toBeCloseTo(1100 / zoom, 10);
    }
  });

  it('clamps zoom to 1..4 and rounds it to hundredths', () => {
    expect(clampZoom(0.2)).toBe(MIN_ZOOM);
    expect(clampZoom(9)).toBe(MAX_ZOOM);
    expect(clampZoom(1.234)).toBe(1.23);
    expect(clampZoom(Number.NaN)).toBe(MIN_ZOOM);
  });

  it('never lets the crop box leave the image', () => {
    const view = zoomView(initialView(exact), 2, exact, ASPECT);
    const farLeft = panView(view, 10_000, 10_000, exact, ASPECT);
    expect(cropAreaOf(farLeft, exact, ASPECT)).toMatchObject({ x: 0, y: 0 });
    const farRight = panView(view, -10_000, -10_000, exact, ASPECT);
    const area = cropAreaOf(farRight, exact, ASPECT);
    expect(area.x + area.width).toBeCloseTo(1100, 10);
    expect(area.y + area.height).toBeCloseTo(700, 10);
  });

  it('pans back from an edge at once (the view holds where the box really is)', () => {
    const view = zoomView(initialView(exact), 2, exact, ASPECT);
    const atEdge = panView(view, 10_000, 0, exact, ASPECT);
    const back = panView(atEdge, -10, 0, exact, ASPECT);
    expect(cropAreaOf(back, exact, ASPECT).x).toBeCloseTo(10, 10);
  });

  it('moves the photo the way the arrow says, so the box goes the other way', () => {
    const view = zoomView(initialView(exact), 2, exact, ASPECT);
    const before = cropAreaOf(view, exact, ASPECT);
    const right = viewAfterKey('ArrowRight', false, view, exact, ASPECT);
    expect(right).not.toBeNull();
    const after = cropAreaOf(right ?? view, exact, ASPECT);
    expect(after.x).toBeCloseTo(before.x - 0.05 * before.width, 10);
    const bigDown = viewAfterKey('ArrowDown', true, view, exact, ASPECT);
    expect(cropAreaOf(bigDown ?? view, exact, ASPECT).y).toBeCloseTo(
      before.y - 0.2 * before.width,
      10,
    );
  });

  it('zooms with + and -, resets with Home, ignores other keys', () => {
    const view = initialView(exact);
    expect(viewAfterKey('+', false, view, exact, ASPECT)?.zoom).toBe(1.1);
    expect(viewAfterKey('-', false, view, exact, ASPECT)?.zoom).toBe(1);
    const zoomed = zoomView(view, 3, exact, ASPECT);
    expect(viewAfterKey('Home', false, zoomed, exact, ASPECT)).toEqual(initialView(exact));
    expect(viewAfterKey('a', false, view, exact, ASPECT)).toBeNull();
    expect(viewAfterKey('Tab', false, view, exact, ASPECT)).toBeNull();
  });

  it('converts dragged viewport pixels to source pixels', () => {
    const area = { x: 0, y: 0, width: 880, height: 560 };
    expect(sourcePerViewportPixel(area, 440)).toBe(2);
    expect(sourcePerViewportPixel(area, 0)).toBe(1);
  });

  it('scales the saved photo down to the maximum width, never up', () => {
    expect(outputSize({ x: 0, y: 0, width: 2200, height: 1400 }, ASPECT, 880)).toEqual({
      width: 880,
      height: 560,
    });
    expect(outputSize({ x: 0, y: 0, width: 330, height: 210 }, ASPECT, 880)).toEqual({
      width: 330,
      height: 210,
    });
  });
});
