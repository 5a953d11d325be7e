import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  answerSearch,
  card,
  recordPosts,
  renderSearch,
  richResult,
  wireSearch,
} from '../../../features/search/fixtures';
import { sessionFor, sessions } from '../../../utils/renderWithProviders';

const FIELDS = ['Subject', 'Name', 'Email', 'Phone', 'Additional info'] as const;

async function openMessage(user: UserEvent, company = 'Alpha Coaches') {
  await user.click(within(card(company)).getByRole('button', { name: 'More Details' }));
  const details = await screen.findByRole('dialog', { name: company });
  await user.click(within(details).getByRole('button', { name: 'Contact Us' }));
  return screen.findByRole('dialog', { name: 'Send Message' });
}

async function fill(
  user: UserEvent,
  dialog: HTMLElement,
  values: Partial<Record<(typeof FIELDS)[number], string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(labelled(label));
    if (label === 'Subject') await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

/** A field by its label; required labels start with the (hidden) star. */
const labelled = (label: string) =>
  new RegExp(`^(\\* )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const complete = {
  Subject: "I need a bus. Here's my trip info.",
  Name: 'Sam Rivera',
  Email: 'sam@example.org',
  Phone: '214-555-0199',
  'Additional info': '56 people to Austin on June 14.',
};

describe('Send Message modal', () => {
  it('asks for the five required fields and promises a reply in 24-48 hours', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    const dialog = await openMessage(user);
    expect(dialog).toHaveTextContent('24-48 hours');
    for (const label of FIELDS) {
      expect(within(dialog).getByLabelText(labelled(label))).toHaveAttribute(
        'aria-required',
        'true',
      );
    }
    expect(
      within(within(dialog).getByLabelText(labelled('Subject')))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1),
    ).toEqual(['Please contact me', 'I have a question', "I need a bus. Here's my trip info."]);
    expect(within(dialog).queryByText(/is required/)).toBeNull();
  });

  it('shows an error only once the field has been touched', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    const dialog = await openMessage(user);
    await user.click(within(dialog).getByLabelText(labelled('Name')));
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    await user.tab();
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Email is required')).toBeNull();
  });

  it('submitting it empty shows the form summary and each message of the spec', async () => {
    answerSearch(wireSearch([richResult()]));
    const sent = recordPosts('/message/send');
    const { user } = await renderSearch('/search/dallas/tx');
    const dialog = await openMessage(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent(
      'Some fields are invalid, please check all fields and try again',
    );
    for (const message of [
      'Subject is required',
      'Name is required',
      'Email is required',
      'Phone is required',
      'Additional info is required',
    ]) {
      expect(within(summary).getByText(message)).toBeInTheDocument();
    }
    expect(sent).toEqual([]);
  });

  it('says "Must use valid email" for an address that is not one', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    const dialog = await openMessage(user);
    await fill(user, dialog, { Email: 'sam.example.org' });
    await user.tab();
    expect(await within(dialog).findByText('Must use valid email')).toBeInTheDocument();
    // An address with no domain name after the @ cannot be answered either.
    await fill(user, dialog, { Email: 'sam@nowhere' });
    await user.tab();
    expect(within(dialog).getByText('Must use valid email')).toBeInTheDocument();
  });

  it('sends the message to the listing and confirms; the company inbox receives it', async () => {
    const sent = recordPosts('/message/send');
    const { user } = await renderSearch('/search/dallas/tx');
    const dialog = await openMessage(user, 'Lone Star Charter Coaches');
    await fill(user, dialog, complete);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(
      await within(dialog).findByText('Your message has been sent to Lone Star Charter Coaches.'),
    ).toBeInTheDocument();
    const listing = getDb().company_metros.find(
      (row) => row.id === (sent[0]?.company_metro_id as number),
    );
    expect(sent[0]).toEqual({
      from_email: 'sam@example.org',
      from_name: 'Sam Rivera',
      message: '56 people to Austin on June 14.\n\nPhone: 214-555-0199',
      company_metro_id: listing?.id,
      subject: "I need a bus. Here's my trip info.",
    });
    const inbox = getDb().company_messages.at(-1);
    expect(inbox).toMatchObject({
      company_metro_id: listing?.id,
      sender_name: 'Sam Rivera',
      user_id: null,
      is_new: true,
    });
  });

  it("shows the spec's failure text, whatever the server says, and keeps what was typed", async () => {
    answerSearch(wireSearch([richResult()]));
    server.use(
      http.post(apiUrl('/message/send'), () =>
        HttpResponse.json({ success: false, error_message: 'Mailbox full' }),
      ),
    );
    const { user } = await renderSearch('/search/dallas/tx');
    const dialog = await openMessage(user);
    await fill(user, dialog, complete);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There was a problem. Please try again later.',
    );
    expect(within(dialog).queryByText('Mailbox full')).toBeNull();
    expect(within(dialog).getByLabelText(labelled('Name'))).toHaveValue('Sam Rivera');
  });

  it('cannot be sent twice while the first send runs', async () => {
    answerSearch(wireSearch([richResult()]));
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl('/message/send'), async () => {
        calls += 1;
        await held;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = await renderSearch('/search/dallas/tx');
    const dialog = await openMessage(user);
    await fill(user, dialog, complete);
    const send = within(dialog).getByRole('button', { name: 'Send Message' });
    await user.click(send);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Sending/ })).toBeDisabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: /Sending/ }));
    release();
    await within(dialog).findByText(/Your message has been sent/);
    expect(calls).toBe(1);
  });
});

describe('Send Message prefill', () => {
  it('a traveller account gets name and email from its profile, and the copy lands in its Messages', async () => {
    const profiles = { count: 0 };
    server.use(
      http.get(apiUrl('/users/profile'), () => {
        profiles.count += 1;
      }),
    );
    const { user } = await renderSearch('/search/dallas/tx', {
      preloadedState: { auth: sessionFor('traveller@demo.test') },
    });
    const dialog = await openMessage(user, 'Lone Star Charter Coaches');
    const account = getDb().accounts.find((row) => row.email === 'traveller@demo.test');
    const profile = getDb().users.find((row) => row.user_id === account?.user_id);
    expect(await within(dialog).findByLabelText(labelled('Name'))).toHaveValue(
      `${profile?.first_name} ${profile?.last_name}`,
    );
    expect(within(dialog).getByLabelText(labelled('Email'))).toHaveValue(profile?.email);
    expect(profiles.count).toBe(1);

    const before = getDb().user_messages.length;
    await fill(user, dialog, {
      Subject: 'I have a question',
      Phone: '2145550100',
      'Additional info': 'Wheelchair lift?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await within(dialog).findByText('Your message has been sent to Lone Star Charter Coaches.');
    const copy = getDb().user_messages.at(-1);
    expect(getDb().user_messages).toHaveLength(before + 1);
    expect(copy).toMatchObject({
      user_id: account?.user_id,
      to_company: 'Lone Star Charter Coaches',
      subject: 'I have a question',
    });
    expect(getDb().company_messages.at(-1)?.user_id).toBe(account?.user_id);
  });

  it('other roles and visitors never fetch a profile', async () => {
    const profiles = { count: 0 };
    server.use(
      http.get(apiUrl('/users/profile'), () => {
        profiles.count += 1;
        return HttpResponse.json({ success: true, user: {} });
      }),
    );
    answerSearch(wireSearch([richResult()]));
    const subscriber = await renderSearch('/search/dallas/tx', {
      preloadedState: { auth: sessionFor('operator@demo.test') },
    });
    let dialog = await openMessage(subscriber.user);
    expect(within(dialog).getByLabelText(labelled('Name'))).toHaveValue('Maria Delgado');
    expect(within(dialog).getByLabelText(labelled('Email'))).toHaveValue('');
    subscriber.unmount();

    const visitor = await renderSearch('/search/dallas/tx');
    dialog = await openMessage(visitor.user);
    expect(within(dialog).getByLabelText(labelled('Name'))).toHaveValue('');
    expect(profiles.count).toBe(0);
  });

  it('a failed profile call leaves the fields to type, with no message', async () => {
    server.use(http.get(apiUrl('/users/profile'), () => HttpResponse.json({}, { status: 500 })));
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx', {
      preloadedState: { auth: sessions.user },
    });
    const dialog = await openMessage(user);
    expect(await within(dialog).findByLabelText(labelled('Email'))).toHaveValue('');
    expect(within(dialog).getByLabelText(labelled('Name'))).toHaveValue('Dana Whitfield');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
