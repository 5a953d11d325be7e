import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getDb, withDb } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import { photoFile } from '../../../../utils/imageMocks';
import { renderAsOperator } from '../helpers';

export const SETUP1 = 'setup1@demo.test';
export const SETUP2 = 'setup2@demo.test';

/** A demo account's progress and company row as the demo database has them now. */
export function demoAccount(email: string) {
  const db = getDb();
  const account = db.accounts.find((row) => row.email === email);
  const company = db.companies.find((row) => row.id === account?.company_id);
  if (!account || !company) throw new Error(`No demo company for ${email}`);
  return { account, company };
}

/** Changes a demo company before the page reads it (what an earlier visit saved). */
export function companySaved(email: string, change: Parameters<typeof withDb>[0]) {
  withDb(change);
  return demoAccount(email).company;
}

/** Step 1 as setup1 (a new company, nothing filled in yet), once its form is on screen. */
export async function renderProfileStep(email = SETUP1) {
  const rendered = renderAsOperator('/subscribers/init', email);
  const form = await screen.findByRole('form', { name: 'Profile Information' });
  return { ...rendered, form };
}

/** A control by its label, ignoring the required star. */
export function field(scope: HTMLElement, label: string): HTMLElement {
  return within(scope).getByLabelText(new RegExp(`^\\*?\\s*${label}$`));
}

/** Chooses a JPEG, waits for the cropper, and adds the crop to the step's photos. */
export async function addPhoto(user: UserEvent, form: HTMLElement, name = 'coach.jpg') {
  const input = within(form).getByLabelText(/^Choose (a|another) photo$/);
  await user.upload(input, photoFile(name, 'image/jpeg'));
  await within(form).findByRole('group', { name: 'Crop your photo' });
  await waitFor(() => expect(within(form).getByLabelText('Zoom')).toBeEnabled());
  await user.click(within(form).getByRole('button', { name: 'Add Photo' }));
  await waitFor(() =>
    expect(within(form).queryByRole('group', { name: 'Crop your photo' })).not.toBeInTheDocument(),
  );
}

/** Counts the requests that reach `path` (any method). */
export function countRequests(path: string): { readonly count: number } {
  const counter = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) counter.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return counter;
}
