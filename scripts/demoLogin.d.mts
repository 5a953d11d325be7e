import type { Page } from '@playwright/test';

/** The demo accounts' names (README, Demo accounts). */
export type DemoAccount =
  'operator' | 'admin' | 'arrears' | 'freetrial' | 'traveller' | `setup${1 | 2 | 3 | 4 | 5}`;

/** Each demo account's email and password. */
export declare const DEMO_ACCOUNTS: Readonly<
  Record<DemoAccount, readonly [email: string, password: string]>
>;

export function logInAs(page: Page, origin: string, account: DemoAccount): Promise<string>;
