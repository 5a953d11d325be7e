import { delay, HttpResponse } from 'msw';
import { latencyIsOn } from './http';

/**
 * CSV as RFC 4180 writes it, and the demo API's file answer: streamed in chunks with a
 * Content-Length, so the client's progress (bytes of the whole) shows as it would on a real
 * long-running server.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** One field: quoted when it holds a comma, a quote, a line break or edge spaces; quotes doubled. */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header line and one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** About this many chunks per file, none under 16 KB: a few seconds of visible progress. */
const CHUNKS = 32;
const MIN_CHUNK = 16 * 1024;

/** A CSV file answer: text/csv, its size, the file name to save it under, the body streamed. */
export function csvFile(csv: string, fileName: string): Response {
  const bytes = new TextEncoder().encode(csv);
  const size = Math.max(MIN_CHUNK, Math.ceil(bytes.byteLength / CHUNKS));
  const paced = latencyIsOn();
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (paced && offset > 0) await delay(40 + Math.floor(Math.random() * 40));
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
      if (offset >= bytes.byteLength) controller.close();
    },
  });
  return new HttpResponse(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}
