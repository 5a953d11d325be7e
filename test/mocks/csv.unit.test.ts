import { csvField, csvFile, toCsv } from '@/mocks/csv';
import { readRange } from '@/mocks/db/csvReports';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['two words', 'two words'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rlf', '"cr\rlf"'],
    [' padded', '" padded"'],
    ['padded ', '"padded "'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [275.5, '275.5'],
    [true, 'true'],
    ['naïve', 'naïve'],
  ])('writes %j as %j', (value, text) => {
    expect(csvField(value)).toBe(text);
  });
});

describe('toCsv', () => {
  it('writes the header and one CRLF-ended line per row', () => {
    expect(
      toCsv(
        ['company', 'city'],
        [
          ['Lone Star, Inc.', 'Dallas'],
          ['The "Best" Bus', null],
        ],
      ),
    ).toBe('company,city\r\n"Lone Star, Inc.",Dallas\r\n"The ""Best"" Bus",\r\n');
  });

  it('writes the header alone when there are no rows', () => {
    expect(toCsv(['a', 'b'], [])).toBe('a,b\r\n');
  });
});

describe('csvFile', () => {
  it('streams the CSV in chunks with its byte length and file name', async () => {
    const csv = toCsv(
      ['name'],
      Array.from({ length: 20_000 }, (_, i) => [`Café ${i}`]),
    );
    const response = csvFile(csv, 'registered_users.csv');
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="registered_users.csv"',
    );
    const bytes = new TextEncoder().encode(csv).byteLength;
    expect(bytes).toBeGreaterThan(csv.length); // é is two bytes: the length counts bytes
    expect(response.headers.get('Content-Length')).toBe(String(bytes));

    const reader = response.body!.getReader();
    let chunks = 0;
    let received = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks += 1;
      received += part.value.byteLength;
    }
    expect(chunks).toBeGreaterThan(1);
    expect(received).toBe(bytes);
  });
});

describe('readRange', () => {
  it('takes two days in order', () => {
    expect(readRange('2026-11-15', '2026-11-22')).toEqual({
      start: '2026-11-15',
      end: '2026-11-22',
    });
    expect(readRange('2026-11-22', '2026-11-22')).toEqual({
      start: '2026-11-22',
      end: '2026-11-22',
    });
  });

  it.each([
    [null, '2026-11-22'],
    ['2026-11-15', undefined],
    ['11/15/2026', '2026-11-22'],
    ['2026-02-30', '2026-03-02'],
    ['2026-13-01', '2026-12-31'],
  ])('refuses %j to %j as not dates', (start, end) => {
    expect(readRange(start, end)).toBe('Please give start_date and end_date as YYYY-MM-DD.');
  });

  it('refuses an end before the start, and more than a year', () => {
    expect(readRange('2026-11-22', '2026-11-21')).toBe(
      'The start date must be on or before the end date.',
    );
    expect(readRange('2025-01-01', '2026-01-01')).toEqual({
      start: '2025-01-01',
      end: '2026-01-01',
    });
    expect(readRange('2024-01-01', '2025-01-01')).toBe('The date range can be at most 366 days.');
  });
});
