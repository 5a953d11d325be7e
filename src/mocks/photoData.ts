/**
 * Uploaded photos are kept as data URLs (the demo has no file server), and the demo database
 * lives in localStorage: a photo larger than this is scaled down before it is stored. The app
 * already sends crops of at most 880 px, so only a client other than this app meets the limit.
 */
const MAX_STORED_BASE64 = 300 * 1024;
const STORED_WIDTH = 880;

/** A data URL the demo can show for a base64 JPEG, scaled down when large and the browser can. */
export async function storablePhoto(base64: string): Promise<string> {
  const url = `data:image/jpeg;base64,${base64}`;
  if (base64.length <= MAX_STORED_BASE64) return url;
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap !== 'function') return url;
  try {
    const blob = await (await fetch(url)).blob();
    const bitmap = await createImageBitmap(blob);
    const scale = Math.min(1, STORED_WIDTH / bitmap.width);
    const canvas = new OffscreenCanvas(
      Math.round(bitmap.width * scale),
      Math.round(bitmap.height * scale),
    );
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const small = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    const bytes = new Uint8Array(await small.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return `data:image/jpeg;base64,${btoa(binary)}`;
  } catch {
    return url; // Not decodable here: kept as sent (the quota guard in store.ts still applies).
  }
}
