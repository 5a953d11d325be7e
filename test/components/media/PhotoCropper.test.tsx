import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PhotoCropper, type Crop } from '@/components/media/PhotoCropper';
import { mockImagesAndCanvas, type ImageMocks } from '../../utils/imageMocks';

let mocks: ImageMocks;
beforeEach(() => {
  // 11:7, as the crop: at zoom 1 the box is the whole photo, so the test zooms in to pan.
  mocks = mockImagesAndCanvas({ width: 1100, height: 700 });
});
afterEach(() => mocks.restore());

describe('PhotoCropper', () => {
  it('moves the photo by every pointer move, even two before React renders again', async () => {
    const crops: (Crop | null)[] = [];
    render(<PhotoCropper src="blob:photo" onCropChange={(crop) => crops.push(crop)} />);
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    await waitFor(() => expect(zoom).toBeEnabled());
    fireEvent.change(zoom, { target: { value: '2' } });
    const area = () => crops.at(-1)?.area;
    // Half the photo, centred. The stage has no layout here: a screen pixel is a photo pixel.
    expect(area()).toMatchObject({ x: 275, y: 175, width: 550, height: 350 });

    const stage = screen.getByRole('group', { name: 'Photo crop' });
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    // A fast drag: two moves in one frame, with no render between them.
    act(() => {
      fireEvent.pointerMove(stage, { pointerId: 1, clientX: 90, clientY: 95 });
      fireEvent.pointerMove(stage, { pointerId: 1, clientX: 80, clientY: 90 });
    });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    // Dragged 20 left and 10 up in all: the box shows 20 further right and 10 further down.
    expect(area()).toMatchObject({ x: 295, y: 185 });
  });
});
