import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import type { CompanyMatch, CompanyWithLocations, SendMessageRequest, UserMessage } from './types';

export const MESSAGES_FAILED = msg`Your messages could not be loaded. Please try again later.`;
export const SEND_FAILED = msg`There was a problem sending your message. Please try again later.`;
export const COMPANIES_FAILED = msg`Companies could not be searched. Please try again later.`;
export const LOCATIONS_FAILED = msg`This company's locations could not be loaded. Please try again later.`;

const text = d.withDefault(d.string, '');

/**
 * A sent message. Only the id is needed to list it; a field of the wrong type reads as empty.
 * A message whose body is null, missing or a number is still listed (with an empty body): it is
 * the traveller's record that they wrote to that company, and dropping it would suggest the
 * message was never sent.
 */
const userMessage = d.object({
  messageId: d.integer,
  toCompany: text,
  metroCity: d.optional(d.string),
  metroState: d.optional(d.string),
  subject: text,
  body: text,
  dateCreated: text,
});

const companyMatch = d.object({ id: d.integer, name: d.string });

const companyWithLocations = d.object({
  id: d.integer,
  name: d.string,
  metros: d.arrayOf(d.object({ companyMetroId: d.integer, city: text, state: text })),
});

/** GET /users/messages: what the user sent to companies. */
export function getUserMessages(): Promise<UserMessage[]> {
  return callApi(() => api.get('/users/messages'), {
    fallback: i18n._(MESSAGES_FAILED),
    decode: (body) => d.object({ messages: d.arrayOf(userMessage) })(body).messages,
  });
}

/**
 * POST /users/messages/send. Any failure reads as the spec's one text: unlike sign-up and the
 * login edit, this call does not show the server's own message.
 */
export function postUserMessage(request: SendMessageRequest): Promise<void> {
  return callApi(() => api.post('/users/messages/send', request), {
    fallback: i18n._(SEND_FAILED),
    decode: d.ignore,
    fixedText: true,
  });
}

/** GET /review/write/companies?company_name=: companies whose name matches. */
export function getCompanyMatches(
  companyName: string,
  signal?: AbortSignal,
): Promise<CompanyMatch[]> {
  return callApi(
    () => api.get('/review/write/companies', { params: { company_name: companyName }, signal }),
    {
      fallback: i18n._(COMPANIES_FAILED),
      decode: (body) => d.object({ companies: d.arrayOf(companyMatch) })(body).companies,
    },
  );
}

/** GET /review/write/{companyId}: the company with its metros. */
export function getCompanyLocations(companyId: number): Promise<CompanyWithLocations> {
  return callApi(() => api.get(`/review/write/${companyId}`), {
    fallback: i18n._(LOCATIONS_FAILED),
    decode: (body) => d.object({ company: companyWithLocations })(body).company,
  });
}
