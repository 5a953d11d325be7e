import { api } from '@/lib/apiClient';
import { ApiError, toApiError } from '@/lib/apiError';
import { unwrapSuccess, type SuccessEnvelope } from '@/lib/envelope';
import type { CompanyMatch, CompanyWithLocations, SendMessageRequest, UserMessage } from './types';

export const MESSAGES_FAILED = 'Your messages could not be loaded. Please try again later.';
export const SEND_FAILED = 'There was a problem sending your message. Please try again later.';
export const COMPANIES_FAILED = 'Companies could not be searched. Please try again later.';
export const LOCATIONS_FAILED =
  "This company's locations could not be loaded. Please try again later.";

interface MessagesResponse extends SuccessEnvelope {
  messages?: UserMessage[] | null;
}

interface CompaniesResponse extends SuccessEnvelope {
  companies?: CompanyMatch[] | null;
}

interface CompanyResponse extends SuccessEnvelope {
  company?: CompanyWithLocations | null;
}

/** GET /users/messages: what the user sent to companies. */
export async function fetchUserMessages(): Promise<UserMessage[]> {
  try {
    const { data } = await api.get<MessagesResponse>('/users/messages');
    const body = unwrapSuccess(data, MESSAGES_FAILED);
    return Array.isArray(body.messages) ? body.messages : [];
  } catch (error) {
    throw toApiError(error, MESSAGES_FAILED);
  }
}

/**
 * POST /users/messages/send. Any failure reads as the spec's one text: unlike sign-up and the
 * login edit, this call does not show the server's own message.
 */
export async function postUserMessage(request: SendMessageRequest): Promise<void> {
  try {
    const { data } = await api.post<SuccessEnvelope>('/users/messages/send', request);
    unwrapSuccess(data, SEND_FAILED);
  } catch (error) {
    throw new ApiError(error instanceof ApiError ? error.status : 0, null, SEND_FAILED);
  }
}

/** GET /review/write/companies?company_name=: companies whose name matches. */
export async function findCompanies(companyName: string): Promise<CompanyMatch[]> {
  try {
    const { data } = await api.get<CompaniesResponse>('/review/write/companies', {
      params: { company_name: companyName },
    });
    const body = unwrapSuccess(data, COMPANIES_FAILED);
    return Array.isArray(body.companies) ? body.companies : [];
  } catch (error) {
    throw toApiError(error, COMPANIES_FAILED);
  }
}

/** GET /review/write/{companyId}: the company with its metros. */
export async function fetchCompanyLocations(companyId: number): Promise<CompanyWithLocations> {
  try {
    const { data } = await api.get<CompanyResponse>(`/review/write/${companyId}`);
    const body = unwrapSuccess(data, LOCATIONS_FAILED);
    if (!body.company) throw new Error('No company in the response');
    return {
      ...body.company,
      metros: Array.isArray(body.company.metros) ? body.company.metros : [],
    };
  } catch (error) {
    throw toApiError(error, LOCATIONS_FAILED);
  }
}
