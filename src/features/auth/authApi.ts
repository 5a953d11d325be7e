import { api } from '@/lib/apiClient';
import { ApiError, textOrNull, toApiError } from '@/lib/apiError';
import {
  unwrapStatus,
  unwrapSuccess,
  type StatusEnvelope,
  type SuccessEnvelope,
} from '@/lib/envelope';
import type { FreeTrialAccount, LoginResponse, Session, UpgradePremium } from './types';

export const LOGIN_FAILED = 'Email or Password is incorrect';
export const FORGOT_FAILED = 'There was a problem sending your password. Please try again later.';
export const UPGRADE_FAILED = 'There was a problem loading your upgrade. Please try again later.';
export const PAY_BILL_FAILED = 'There was a problem paying your bill. Please try again later.';

export interface LoginResult {
  session: Session;
  arrearsId: string | null;
}

export async function login(email: string, password: string): Promise<LoginResult> {
  let body: LoginResponse;
  try {
    ({ data: body } = await api.post<LoginResponse>('/login', { email, password }));
  } catch (error) {
    throw toApiError(error, LOGIN_FAILED);
  }
  if (body.success !== true || !body.apiToken || !body.loginType) {
    throw new ApiError(200, textOrNull(body.errorMessage), LOGIN_FAILED);
  }
  const session: Session = {
    apiToken: body.apiToken,
    loginType: body.loginType,
    userId: body.user?.userId ?? null,
    companyId: body.subscriber?.companyId ?? null,
    companyName: body.subscriber?.companyName ?? '',
    contactName: body.subscriber?.contactName ?? '',
    firstName: body.user?.firstName ?? '',
    lastName: body.user?.lastName ?? '',
  };
  const inArrears = body.loginType === 'subscriber' && body.arrearsState === true;
  return { session, arrearsId: inArrears ? (textOrNull(body.arrearsId) ?? '') : null };
}

export async function getSetupProgress(companyId: number): Promise<number> {
  const { data } = await api.get<StatusEnvelope<number>>(
    '/company/progress/get/company/setup/index',
    {
      params: { companyId },
    },
  );
  return unwrapStatus(data, 'Setup progress is unavailable.');
}

export async function getFreeTrialAccount(companyId: number): Promise<FreeTrialAccount> {
  const { data } = await api.get<StatusEnvelope<FreeTrialAccount>>(
    `/subscribers/${companyId}/freetrialaccount`,
  );
  return unwrapStatus(data, 'Free-trial status is unavailable.');
}

export async function requestPassword(email: string): Promise<void> {
  try {
    const { data } = await api.post<SuccessEnvelope>('/forgot', { email });
    unwrapSuccess(data, FORGOT_FAILED);
  } catch (error) {
    throw toApiError(error, FORGOT_FAILED);
  }
}

export async function getUpgradeToPremium(companyId: number): Promise<UpgradePremium> {
  try {
    const { data } = await api.get<StatusEnvelope<UpgradePremium>>(
      '/subscribers/listings/upgrade_to_premium',
      {
        params: { company_id: companyId },
      },
    );
    return unwrapStatus(data, UPGRADE_FAILED);
  } catch (error) {
    throw toApiError(error, UPGRADE_FAILED);
  }
}

export async function payUpgradeToPremium(companyId: number): Promise<void> {
  try {
    const { data } = await api.get<StatusEnvelope<unknown>>(
      '/subscribers/self_pay_upgrade_to_premium',
      {
        params: { company_id: companyId },
      },
    );
    unwrapStatus(data, PAY_BILL_FAILED);
  } catch (error) {
    throw toApiError(error, PAY_BILL_FAILED);
  }
}
