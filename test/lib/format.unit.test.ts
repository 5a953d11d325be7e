import { formatPhone, plural, truncateAtWord } from '@/lib/format';

describe('formatPhone', () => {
  it('formats ten digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('2145550142')).toBe('(214) 555-0142');
  });
  it('formats eleven digits as 1 (xxx) xxx-xxxx', () => {
    expect(formatPhone('12145550142')).toBe('1 (214) 555-0142');
  });
  it('ignores punctuation in the input', () => {
    expect(formatPhone('214.555.0142')).toBe('(214) 555-0142');
  });
  it('shows any other length as digits only', () => {
    expect(formatPhone('555-0142')).toBe('5550142');
    expect(formatPhone(null)).toBe('');
  });
});

describe('truncateAtWord', () => {
  it('keeps short text whole', () => {
    expect(truncateAtWord('Short note', 50)).toBe('Short note');
  });
  it('cuts at the last word boundary within the limit and adds an ellipsis', () => {
    const text = 'We are planning a trip for forty scouts to the state park next spring';
    const cut = truncateAtWord(text, 50);
    expect(cut).toBe('We are planning a trip for forty scouts to the...');
    expect(cut.length - 3).toBeLessThanOrEqual(50);
  });
  it('cuts a single long word at the limit', () => {
    expect(truncateAtWord('x'.repeat(60), 50)).toBe(`${'x'.repeat(50)}...`);
  });
});

describe('plural', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'Result')).toBe('Result');
    expect(plural(0, 'Result')).toBe('Results');
    expect(plural(3, 'Result')).toBe('Results');
  });
});
