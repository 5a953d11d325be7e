import { longApi } from '@/lib/apiClient';
import { fileNameFromDisposition, REVOKE_AFTER_MS, saveFile } from '@/lib/download';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="metro_breakdown.csv"', 'metro_breakdown.csv'],
    ['attachment; filename=sales_push.csv', 'sales_push.csv'],
    ['attachment;filename="2025-06-09_2025-06-16.csv"', '2025-06-09_2025-06-16.csv'],
    ['ATTACHMENT; FILENAME="Upper.CSV"', 'Upper.CSV'],
    ['attachment; filename="a;b.csv"; size=12', 'a;b.csv'],
    ['attachment; filename="say \\"hi\\".csv"', 'say _hi_.csv'],
    ['attachment; filename = "spaced.csv" ', 'spaced.csv'],
    // filename* (RFC 5987, UTF-8) wins over the plain fallback, in either order.
    [
      'attachment; filename="fallback.csv"; filename*=UTF-8\'\'na%C3%AFve%20report.csv',
      'naïve report.csv',
    ],
    ['attachment; filename*=utf-8\'\'r%C3%A9sum%C3%A9.csv; filename="x.csv"', 'résumé.csv'],
    // A broken filename* leaves the plain name.
    ['attachment; filename*=UTF-8\'\'%E0%A4%A.csv; filename="plain.csv"', 'plain.csv'],
    ['filename="no_type.csv"', 'no_type.csv'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it.each([
    ['a path', 'attachment; filename="../../etc/passwd"', 'passwd'],
    ['a Windows path', 'attachment; filename="C:\\\\temp\\\\x.csv"', 'x.csv'],
    ['a hidden file', 'attachment; filename=".bashrc"', 'bashrc'],
    ['control characters', 'attachment; filename="a\u0007b.csv"', 'a_b.csv'],
  ])('keeps only a plain file name from %s', (_, header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no file name', 'attachment'],
    ['inline', 'inline'],
    ['an empty name', 'attachment; filename=""'],
    ['a name of dots', 'attachment; filename=".."'],
  ])('gives null for %s', (_, header) => {
    expect(fileNameFromDisposition(header)).toBeNull();
  });
});

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('saves through a download link and frees the object URL afterwards', () => {
    vi.useFakeTimers();
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });
    const clicked: { name: string; href: string; attached: boolean }[] = [];
    const create = vi.fn(() => 'blob:http://localhost/file-1');
    const revoke = vi.fn();
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ name: this.download, href: this.href, attached: this.isConnected });
    });

    saveFile(blob, 'sales_push.csv');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { name: 'sales_push.csv', href: 'blob:http://localhost/file-1', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    // Not at once: the browser may still be reading a large file.
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/file-1');
  });
});

describe('the long-running API client', () => {
  it('never gives up before the server: no timeout shorter than 10 minutes', () => {
    const timeout = longApi.defaults.timeout ?? 0;
    expect(timeout === 0 || timeout >= 10 * 60_000).toBe(true);
  });
});
