import type { Mock } from 'vitest';

/**
 * jsdom decodes no images and draws no canvases. These stand-ins let the photo editor run:
 * object URLs, images that "load" at a given size (or fail), and a 2D context that records
 * what is drawn, with toDataURL answering a tiny JPEG. With `hold`, a chosen photo stays
 * "decoding" until `finishLoading()` (a slow phone's decode, at the test's pace).
 */
export const FAKE_JPEG_BASE64 = '/9j/4AAQSkZJRgABAQAAAQABAAD';

export interface ImageMocks {
  drawImage: Mock<(...args: unknown[]) => void>;
  revokeObjectURL: Mock<(url: string) => void>;
  /**
   * With `hold`: ends the decoding of every image waiting so far, and of any image given its
   * source later (the crop's image may get it a render after the crop's frame shows).
   */
  finishLoading: () => void;
  restore: () => void;
}

export function mockImagesAndCanvas(
  size = { width: 1100, height: 700 },
  broken = false,
  hold = false,
): ImageMocks {
  const held: (() => void)[] = [];
  let holding = hold;
  const proto = HTMLImageElement.prototype;
  const saved = (['src', 'naturalWidth', 'naturalHeight'] as const).map(
    (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
  );
  const urlStatics = (['createObjectURL', 'revokeObjectURL'] as const).map(
    (key) => [key, Object.getOwnPropertyDescriptor(URL, key)] as const,
  );
  let nextUrl = 0;
  const revokeObjectURL = vi.fn<(url: string) => void>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn(() => `blob:photo-${(nextUrl += 1)}`),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: revokeObjectURL,
  });

  Object.defineProperty(proto, 'src', {
    configurable: true,
    get(this: HTMLImageElement) {
      return this.getAttribute('src') ?? '';
    },
    set(this: HTMLImageElement, value: string) {
      this.setAttribute('src', value);
      if (!value.startsWith('blob:')) return;
      const settle = () => {
        const handler = broken ? this.onerror : this.onload;
        if (typeof handler === 'function') handler.call(this, new Event(broken ? 'error' : 'load'));
      };
      if (holding) held.push(settle);
      else setTimeout(settle, 0);
    },
  });
  Object.defineProperty(proto, 'naturalWidth', {
    configurable: true,
    get: () => size.width,
  });
  Object.defineProperty(proto, 'naturalHeight', {
    configurable: true,
    get: () => size.height,
  });

  const drawImage = vi.fn<(...args: unknown[]) => void>();
  const context = { drawImage, clearRect: vi.fn(), fillRect: vi.fn(), fillStyle: '' };
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  const toDataURL = vi
    .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
    .mockImplementation(() => `data:image/jpeg;base64,${FAKE_JPEG_BASE64}`);

  return {
    drawImage,
    revokeObjectURL,
    finishLoading: () => {
      holding = false;
      for (const settle of held.splice(0)) settle();
    },
    restore: () => {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, key, descriptor);
      }
      for (const [key, descriptor] of urlStatics) {
        if (descriptor) Object.defineProperty(URL, key, descriptor);
        else Reflect.deleteProperty(URL, key);
      }
      getContext.mockRestore();
      toDataURL.mockRestore();
    },
  };
}

/** A File of the given type and (claimed) size, without allocating the bytes. */
export function photoFile(name: string, type: string, size = 2048): File {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
