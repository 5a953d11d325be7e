import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { longApiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';

/**
 * Node's own Blob (the one its Response reads). MSW's XMLHttpRequest builds a download's Blob
 * with the global Blob, then hands it to Node's Response, which cannot read jsdom's Blob (no
 * stream()): with Node's Blob as the global, one Blob serves both, as in a browser.
 */
const NodeBlob = (await new Response('').blob()).constructor as typeof Blob;

export interface SavedFile {
  /** The name the browser was asked to save the file under (the link's download attribute). */
  name: string;
  blob: Blob;
}

/**
 * Catches what lib/download.ts hands to the browser (jsdom has no object URLs and no downloads):
 * each saved file's name and content, and the object URLs freed.
 */
export function catchSavedFiles(): { saved: SavedFile[]; revoked: string[] } {
  vi.stubGlobal('Blob', NodeBlob);
  const blobs = new Map<string, Blob>();
  const saved: SavedFile[] = [];
  const revoked: string[] = [];
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    next += 1;
    const url = `blob:http://localhost/download-${next}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return { saved, revoked };
}

/** The first line of a saved CSV (its header). */
export async function firstLineOf(file: SavedFile | undefined): Promise<string> {
  if (!file) throw new Error('No file was saved');
  return (await file.blob.text()).split('\r\n')[0] ?? '';
}

export interface HeldFile {
  /** How many requests reached the server. */
  readonly calls: number;
  /** Settles when the first request has arrived (its headers are then on their way). */
  readonly arrived: Promise<void>;
  /** Sends the next part of the body. */
  send(text: string): void;
  /** Ends the body. */
  end(): void;
}

/**
 * Answers `method path` (long-running API) with a file whose body the test sends part by part,
 * so it can look at the screen mid-download. `size` is the Content-Length (MSW's XMLHttpRequest
 * reports every length as known: without the header it reads the whole body first).
 */
export function holdFile(
  method: 'get' | 'post',
  path: string,
  { size, fileName }: { size: number; fileName?: string },
): HeldFile {
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const held = {
    calls: 0,
    arrived,
    send: (text: string) => streams.forEach((stream) => stream.enqueue(encoder.encode(text))),
    end: () => streams.forEach((stream) => stream.close()),
  };
  server.use(
    http[method](longApiUrl(path), () => {
      held.calls += 1;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => void streams.push(controller),
      });
      arrive();
      return new HttpResponse(body, {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Length': String(size),
          ...(fileName ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {}),
        },
      });
    }),
  );
  return held;
}
