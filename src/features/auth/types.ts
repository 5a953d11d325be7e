export type { RequestStatus } from '@/lib/requestStatus';
export type LoginType = 'subscriber' | 'user' | 'admin';

export interface LoginCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** What the app keeps of a successful login. */
export interface Session {
  apiToken: string;
  loginType: LoginType;
  userId: number | null;
  companyId: number | null;
  companyName: string;
  contactName: string;
  firstName: string;
  lastName: string;
}

/** Where a login leads: the arrears notice, or a page. */
export type LoginOutcome =
  { kind: 'arrears'; arrearsId: string } | { kind: 'navigate'; to: string };

export interface FreeTrialAccount {
  freeTrial: boolean;
  upgradePremium: boolean;
}
