import { camelizeBody, longApi } from './apiClient';
import { ApiError, GENERIC_ERROR, serverTextOf } from './apiError';

/** One file from the long-running API (CSV reports and exports). */
export interface DownloadRequest {
  method: 'get' | 'post';
  /** Path on the long-running API, e.g. '/portal/reports/sales_push'. */
  path: string;
  params?: Record<string, string>;
  /** A JSON body (decamelized by the client, as every body). */
  body?: object;
  /** The spec's name for the file, used when the server names none. */
  fileName: string;
}

export interface DownloadProgress {
  loaded: number;
  /** The whole size, or null when the server did not say (no Content-Length). */
  total: number | null;
}

export type DownloadOutcome = { kind: 'saved'; fileName: string } | { kind: 'cancelled' };

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const UNSAFE_NAME = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A server-given name made safe to save under: no folders, no hidden or empty name. */
function safeFileName(name: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(UNSAFE_NAME, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  return clean === '' ? null : clean;
}

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded; UTF-8 is the one charset servers use.
  const match = /^([\w-]*)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return null;
  try {
    return decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (UTF-8, encoded) wins
 * over `filename` (quoted or bare); null when the header names none usable.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = new Map<string, string>();
  // name=value pairs; a quoted value may hold ; and \" escapes.
  const pattern = /;\s*([\w*-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of `;${header.replace(/^[^;=]*(?=;|$)/, '')}`.matchAll(pattern)) {
    const key = (match[1] ?? '').toLowerCase();
    let value = (match[2] ?? '').trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    if (!params.has(key)) params.set(key, value);
  }
  const extended = params.get('filename*');
  const decoded = extended === undefined ? null : decodeExtended(extended);
  const name = decoded ?? params.get('filename') ?? null;
  return name === null ? null : safeFileName(name);
}

/** How long the object URL outlives the click: the browser copies large files slowly. */
export const REVOKE_AFTER_MS = 40_000;

/** Hands the file to the browser's own download (an object URL on a download link), then frees it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** A JSON answer where a file was asked for: the envelope's failure (HTTP 200, success false). */
async function refusalOf(blob: Blob): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = camelizeBody(JSON.parse(await blob.text()) as object);
  } catch {
    // Not even JSON: a failure with no text of its own.
  }
  return new ApiError(200, serverTextOf(body), GENERIC_ERROR);
}

/**
 * Downloads one file from the long-running API and saves it under the server's name. Progress
 * is reported as bytes arrive; `signal` cancels (the outcome is then 'cancelled', not an error).
 * Failures reject with an ApiError carrying the server's text when it sent one; a 401 has
 * already ended the session (the client's own rule).
 */
export async function downloadFile(
  request: DownloadRequest,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: DownloadProgress) => void },
): Promise<DownloadOutcome> {
  try {
    const response = await longApi.request<Blob>({
      method: request.method,
      url: request.path,
      params: request.params,
      data: request.body,
      responseType: 'blob',
      signal,
      onDownloadProgress: ({ loaded, total }) =>
        onProgress({ loaded, total: total !== undefined && total > 0 ? total : null }),
    });
    const blob = response.data;
    const type = String(response.headers['content-type'] ?? '');
    if (type.includes('json')) throw await refusalOf(blob);
    const disposition = response.headers['content-disposition'] as string | undefined;
    const fileName = fileNameFromDisposition(disposition) ?? request.fileName;
    saveFile(blob, fileName);
    return { kind: 'saved', fileName };
  } catch (error) {
    // The client turns an abort into a plain failure: the signal says it was the visitor's.
    if (signal.aborted) return { kind: 'cancelled' };
    throw error instanceof ApiError ? error : new ApiError(0, null, GENERIC_ERROR);
  }
}
