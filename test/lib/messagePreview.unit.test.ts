import { messagePreview, truncateAtWord } from '@/lib/format';

/** Spec section 9: a message preview is cut at 50 characters at a word boundary, with an ellipsis. */
describe('messagePreview', () => {
  const words = (text: string) => text.replace(/\.\.\.$/, '');

  it('keeps a message of 50 characters or fewer whole, with no ellipsis', () => {
    const fifty = 'Do you have a coach with a wheelchair lift for 30?';
    expect(fifty).toHaveLength(50);
    expect(messagePreview(fifty)).toBe(fifty);
    expect(messagePreview('Thanks!')).toBe('Thanks!');
  });

  it('cuts a longer one after the last whole word within 50 characters', () => {
    const body = 'We are planning a trip for forty scouts to the state park next spring';
    const preview = messagePreview(body);
    expect(preview).toBe('We are planning a trip for forty scouts to the...');
    expect(words(preview).length).toBeLessThanOrEqual(50);
    expect(body.startsWith(words(preview))).toBe(true);
  });

  it('keeps a word that ends exactly at the 50th character', () => {
    const body = `${'Do you have a coach with a wheelchair lift for 30?'} Thanks.`;
    expect(messagePreview(body)).toBe('Do you have a coach with a wheelchair lift for 30...');
    const exact = `${'a'.repeat(45)} word more text`;
    expect(messagePreview(exact)).toBe(`${'a'.repeat(45)} word...`);
  });

  it('never ends on a cut word: the 51st character decides', () => {
    // "wheelchairs" would run past 50: it goes whole.
    const body = 'Do you have a coach with a lift for our wheelchairs please?';
    expect(messagePreview(body)).toBe('Do you have a coach with a lift for our...');
  });

  it('drops the punctuation left before the ellipsis', () => {
    const body = 'Hello there, we need a bus for a wedding in June, and then a second one.';
    expect(messagePreview(body)).toBe('Hello there, we need a bus for a wedding in June...');
  });

  it('treats line breaks and runs of spaces as one space', () => {
    expect(messagePreview('Hi,\n\nwe need   a bus.\n')).toBe('Hi, we need a bus.');
    const lines = `${'Line one of the trip details we sent you\n'}second line here`;
    expect(messagePreview(lines)).toBe('Line one of the trip details we sent you second...');
  });

  it('cuts one long word (a link) at 50 characters', () => {
    const link = `https://example.com/${'x'.repeat(60)}`;
    expect(messagePreview(link)).toBe(`${link.slice(0, 50)}...`);
    expect(truncateAtWord(`!!! ${'y'.repeat(60)}`, 50)).toBe(`!!! ${'y'.repeat(46)}...`);
  });

  it('shows nothing for an empty message', () => {
    expect(messagePreview('')).toBe('');
    expect(messagePreview('   \n ')).toBe('');
  });
});
