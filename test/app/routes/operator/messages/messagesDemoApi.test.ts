import { getDb, reloadDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { sessionFor } from '../../../../utils/renderWithProviders';
import { OPERATOR } from '../helpers';

/** The demo API's operator message operations, called as any contract-faithful client would. */

async function call(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await fetch(new URL(apiUrl(path), window.location.href), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-User-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function operator() {
  const auth = sessionFor(OPERATOR);
  const companyId = auth.companyId as number;
  const inbox = getDb()
    .company_messages.filter((message) => message.company_id === companyId)
    .sort((a, b) => b.create_date.localeCompare(a.create_date));
  return { token: auth.apiToken as string, companyId, inbox };
}

const unreadOf = async (token: string, companyId: number) =>
  (await call('GET', `/subscribers/${companyId}`, token)).body.unread_message_count;

describe('Demo API: operator messages', () => {
  it('lists the inbox newest first in the contract shape, new and read ones', async () => {
    const { token, companyId, inbox } = operator();
    const { status, body } = await call('GET', `/message/listing/${companyId}`, token);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const messages = body.messages as Record<string, unknown>[];
    expect(messages.map((message) => message.message_id)).toEqual(
      inbox.map((message) => message.message_id),
    );
    expect(Object.keys(messages[0]).sort()).toEqual(
      [
        'body',
        'create_date',
        'is_new',
        'message_id',
        'metro_city',
        'metro_state',
        'sender_email',
        'sender_name',
        'subject',
      ].sort(),
    );
    const news = messages.filter((message) => message.is_new).length;
    expect(news).toBe(5);
    expect(messages.length - news).toBeGreaterThan(0);
    expect(await unreadOf(token, companyId)).toBe(5);
  });

  it('marks read, and the unread count agrees; a second markread changes nothing', async () => {
    const { token, companyId, inbox } = operator();
    const target = inbox.find((message) => message.is_new)!;
    expect((await call('POST', `/message/${target.message_id}/markread`, token)).body).toEqual({
      success: true,
    });
    expect(await unreadOf(token, companyId)).toBe(4);
    await call('POST', `/message/${target.message_id}/markread`, token);
    expect(await unreadOf(token, companyId)).toBe(4);
    // Saved: a reload of the page (the database read back from storage) keeps it.
    reloadDb();
    expect(await unreadOf(token, companyId)).toBe(4);
  });

  it('keeps a reply (and counts the answered message read)', async () => {
    const { token, companyId, inbox } = operator();
    const target = inbox.find((message) => message.is_new)!;
    const reply = { subject: 'Re: Your trip', body: 'We have a coach free.' };
    expect((await call('POST', `/message/${target.message_id}/reply`, token, reply)).body).toEqual({
      success: true,
    });
    expect(getDb().message_replies.at(-1)).toMatchObject({
      company_message_id: target.message_id,
      ...reply,
    });
    expect(await unreadOf(token, companyId)).toBe(4);
    reloadDb();
    expect(getDb().message_replies.at(-1)).toMatchObject(reply);
    expect(await unreadOf(token, companyId)).toBe(4);
  });

  it('refuses a reply without subject or body', async () => {
    const { token, inbox } = operator();
    const path = `/message/${inbox[0].message_id}/reply`;
    expect((await call('POST', path, token, { subject: ' ', body: 'x' })).body).toEqual({
      success: false,
      error_message: 'Please enter a subject.',
    });
    expect((await call('POST', path, token, { subject: 'Re', body: '' })).body).toEqual({
      success: false,
      error_message: 'Please write a response.',
    });
  });

  it('deletes, and a deleted new message no longer counts', async () => {
    const { token, companyId, inbox } = operator();
    const target = inbox.find((message) => message.is_new)!;
    expect((await call('POST', `/message/${target.message_id}/delete`, token)).body).toEqual({
      success: true,
    });
    const listed = (await call('GET', `/message/listing/${companyId}`, token)).body.messages as {
      message_id: number;
    }[];
    expect(listed.map((message) => message.message_id)).not.toContain(target.message_id);
    expect(await unreadOf(token, companyId)).toBe(4);
    reloadDb();
    expect(getDb().company_messages.some((m) => m.message_id === target.message_id)).toBe(false);
    // Gone: a second delete finds nothing.
    expect((await call('POST', `/message/${target.message_id}/delete`, token)).body).toEqual({
      success: false,
      error_message: 'This message could not be found.',
    });
  });

  it('answers 401 without a valid operator token', async () => {
    const { companyId, inbox } = operator();
    const traveller = sessionFor('traveller@demo.test').apiToken as string;
    const id = inbox[0].message_id;
    for (const token of [undefined, 'not-a-token', traveller]) {
      expect((await call('GET', `/message/listing/${companyId}`, token)).status).toBe(401);
      for (const action of ['markread', 'delete']) {
        expect((await call('POST', `/message/${id}/${action}`, token)).status).toBe(401);
      }
      expect(
        (await call('POST', `/message/${id}/reply`, token, { subject: 'a', body: 'b' })).status,
      ).toBe(401);
    }
  });

  it("refuses another company's inbox and treats its messages as unknown", async () => {
    const { token, companyId } = operator();
    const other = getDb().company_messages.find((message) => message.company_id !== companyId)!;
    expect((await call('GET', `/message/listing/${other.company_id}`, token)).body).toEqual({
      success: false,
      error_message: 'This is not your company.',
    });
    for (const action of ['markread', 'delete']) {
      expect((await call('POST', `/message/${other.message_id}/${action}`, token)).body).toEqual({
        success: false,
        error_message: 'This message could not be found.',
      });
    }
    expect(getDb().company_messages.find((m) => m.message_id === other.message_id)).toEqual(other);
    expect((await call('POST', '/message/99999999/markread', token)).body).toEqual({
      success: false,
      error_message: 'This message could not be found.',
    });
  });
});
