import { formatBytes } from '@/lib/format';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [99.9 * 1024, '99.9 KB'],
    [512 * 1024, '512 KB'],
    [1023.9 * 1024, '1,024 KB'],
    [1024 * 1024, '1.0 MB'],
    [1.2 * 1024 * 1024, '1.2 MB'],
    [3.44 * 1024 * 1024, '3.4 MB'],
    [250 * 1024 * 1024, '250 MB'],
    [5 * 1024 ** 3, '5.0 GB'],
    [3000 * 1024 ** 3, '3,000 GB'],
  ])('%d bytes read "%s"', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([-5, Number.NaN, Number.POSITIVE_INFINITY])('says 0 B for %d', (bytes) => {
    expect(formatBytes(bytes)).toBe('0 B');
  });
});
