import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import type { Rendered } from '../../../../utils/renderWithProviders';
import { OPERATOR, renderAsOperator } from '../helpers';

export const MESSAGES_PATH = '/subscribers/messages';
export const TABLE = 'Messages from travellers, newest first';

/** The demo operator's company id. */
export function companyId(): number {
  const account = getDb().accounts.find((row) => row.email === OPERATOR);
  if (!account?.company_id) throw new Error('No demo operator');
  return account.company_id;
}

/** The demo operator's inbox (the demo database's rows), newest first. */
export function inbox() {
  const id = companyId();
  return getDb()
    .company_messages.filter((message) => message.company_id === id)
    .sort((a, b) => b.create_date.localeCompare(a.create_date) || b.message_id - a.message_id);
}

/** The Messages page as the demo operator, once its table is there. */
export async function openMessages(): Promise<Rendered> {
  const rendered = renderAsOperator(MESSAGES_PATH);
  await screen.findByRole('table', { name: TABLE });
  return rendered;
}

/** The table's body rows, in screen order. */
export function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: TABLE });
  return within(table).getAllByRole('row').slice(1);
}

/** A cell of a row by its column (the data-label every cell carries for the phone layout). */
export function cellOf(row: HTMLElement, column: string): HTMLElement {
  const cell = row.querySelector<HTMLElement>(`td[data-label="${column}"]`);
  if (!cell) throw new Error(`No ${column} cell`);
  return cell;
}

/** The side menu's Messages link (its name carries the badge: "Messages (3 unread)"). */
export function messagesLink(): HTMLElement {
  const menu = screen.getByRole('navigation', { name: 'Account' });
  return within(menu).getByRole('link', { name: /^Messages/ });
}

/** The unread count the server gives the side menu. */
export function unreadIs(count: number): void {
  server.use(
    http.get(apiUrl('/subscribers/:companyId'), () =>
      HttpResponse.json({ success: true, unread_message_count: count }),
    ),
  );
}

export interface MessageFixture {
  message_id: number;
  subject: string;
  body: string;
  is_new: boolean;
  sender_email: string;
  sender_name: string;
  metro_city?: string;
  metro_state?: string;
  create_date: string;
}

/** Answers the inbox with these messages (in the order given). */
export function inboxIs(messages: MessageFixture[]): void {
  server.use(
    http.get(apiUrl('/message/listing/:companyId'), () =>
      HttpResponse.json({ success: true, messages }),
    ),
  );
}

/** Answers a POST on `path` (main API) with envelope (a)'s failure. */
export function failPost(path: string, errorMessage?: string): void {
  server.use(
    http.post(apiUrl(path), () =>
      HttpResponse.json({
        success: false,
        ...(errorMessage ? { error_message: errorMessage } : {}),
      }),
    ),
  );
}
