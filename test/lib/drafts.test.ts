import {
  changedFields,
  claimDrafts,
  clearDraft,
  clearDrafts,
  hasDraft,
  withDraft,
  writeDraft,
} from '@/lib/drafts';

// sessionStorage: this file runs in the app project (happy-dom), not in Node's unit project.

const KEY = 'buscharter:draft:';
const stored = (name: string, values: unknown, v = 1) =>
  window.sessionStorage.setItem(KEY + name, JSON.stringify({ v, values }));

interface Contact {
  email: string;
  phone: string;
  seats: number;
  terms: boolean;
}
const CONTACT: Contact = { email: 'a@b.test', phone: '', seats: 4, terms: false };
const ALL = ['email', 'phone', 'seats', 'terms'] as const;

describe('lib/drafts', () => {
  it('keeps only the fields that differ from the start, and lays them back over it', () => {
    const typed = { ...CONTACT, phone: '214-555-0100', terms: true };
    expect(changedFields(typed, CONTACT, ALL)).toEqual({ phone: '214-555-0100', terms: true });
    writeDraft('contact', changedFields(typed, CONTACT, ALL));
    expect(hasDraft('contact')).toBe(true);
    expect(withDraft('contact', CONTACT, ALL)).toEqual(typed);
  });

  it('gives the base itself when there is nothing to restore', () => {
    expect(withDraft('contact', CONTACT, ALL)).toBe(CONTACT);
    // A draft equal to what the form starts with (the server saved it since) restores nothing.
    stored('contact', { email: 'a@b.test' });
    expect(withDraft('contact', CONTACT, ALL)).toBe(CONTACT);
  });

  it('restores and keeps only the fields it is given', () => {
    const typed = { ...CONTACT, email: 'new@b.test', phone: '1' };
    writeDraft('contact', changedFields(typed, CONTACT, ['phone']));
    expect(window.sessionStorage.getItem(`${KEY}contact`)).not.toContain('new@b.test');
    stored('contact', { email: 'new@b.test', phone: '1' });
    expect(withDraft('contact', CONTACT, ['phone'])).toEqual({ ...CONTACT, phone: '1' });
  });

  it('restores only what has the type of the form value', () => {
    stored('contact', { email: false, phone: { x: 1 }, seats: [9], terms: true, other: 'x' });
    expect(withDraft('contact', CONTACT, ALL)).toEqual({ ...CONTACT, terms: true });
    // A number field holds what Formik read from the input: a number, or text ('' once emptied).
    stored('contact', { phone: 2145550100, seats: '' });
    expect(withDraft('contact', CONTACT, ALL)).toEqual({
      ...CONTACT,
      phone: 2145550100,
      seats: '',
    });
    stored('choice', { position: 3 });
    expect(withDraft('choice', { position: null as number | null }, ['position'])).toEqual({
      position: 3,
    });
  });

  it('restores lists: of texts, and of rows with the form row keys', () => {
    stored('codes', { codes: ['1', '4'] });
    expect(withDraft('codes', { codes: [] as string[] }, ['codes'])).toEqual({ codes: ['1', '4'] });
    stored('codes', { codes: ['1', { x: 1 }] });
    expect(withDraft('codes', { codes: [] as string[] }, ['codes']).codes).toEqual([]);

    const row = { name: 'Ann', emailAddress: 'ann@b.test' };
    const rows = [row, { name: 'Bo', emailAddress: 'bo@b.test' }];
    // Rows added to an empty list: the first stored row is the pattern of the rest.
    stored('emails', { list: rows });
    expect(withDraft('emails', { list: [] as (typeof row)[] }, ['list']).list).toEqual(rows);
    stored('emails', { list: [row, { name: 'Bo' }] });
    expect(withDraft('emails', { list: [] as (typeof row)[] }, ['list']).list).toEqual([]);
    stored('emails', { list: [{ name: 'Bo', emailAddress: true }] });
    expect(withDraft('emails', { list: [row] }, ['list']).list).toEqual([row]);
    stored('emails', { list: [{ name: { deep: 1 }, emailAddress: '' }] });
    expect(withDraft('emails', { list: [] as (typeof row)[] }, ['list']).list).toEqual([]);
  });

  it('ignores a draft of another version, or one that is not JSON', () => {
    stored('contact', { phone: '1' }, 2);
    expect(withDraft('contact', CONTACT, ALL)).toBe(CONTACT);
    expect(hasDraft('contact')).toBe(false);
    window.sessionStorage.setItem(`${KEY}contact`, '{not json');
    expect(withDraft('contact', CONTACT, ALL)).toBe(CONTACT);
  });

  it('drops a draft with nothing changed, or when cleared', () => {
    writeDraft('contact', { phone: '1' });
    writeDraft('contact', {});
    expect(hasDraft('contact')).toBe(false);
    writeDraft('contact', { phone: '1' });
    clearDraft('contact');
    expect(window.sessionStorage.getItem(`${KEY}contact`)).toBeNull();
  });

  it("forgets every draft on a logout and another login's, never other storage", () => {
    window.sessionStorage.setItem('persist:auth', 'kept');
    writeDraft('one', { a: '1' });
    // A visitor's drafts (typed before logging in) become the login's.
    claimDrafts('subscriber:1:10');
    expect(hasDraft('one')).toBe(true);
    writeDraft('two', { b: '2' });
    claimDrafts('subscriber:1:10');
    expect([hasDraft('one'), hasDraft('two')]).toEqual([true, true]);
    claimDrafts('user:7:');
    expect([hasDraft('one'), hasDraft('two')]).toEqual([false, false]);
    writeDraft('three', { c: '3' });
    clearDrafts();
    expect(hasDraft('three')).toBe(false);
    expect(window.sessionStorage.getItem('persist:auth')).toBe('kept');
  });
});
