import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { postSearch } from '@/features/search/searchApi';
import { apiUrl } from '@/mocks/http';
import {
  failSave,
  field,
  GENERIC,
  openListingEdit,
  recordRequests,
  section,
  storedListing,
  SUMMARY,
} from '../../../../features/listingEdit/helpers';
import { holdRequests } from '../../../../utils/heldRequests';
import { findToast, toastDurationMs, toastKind } from '../../../../utils/toasts';
import { nextBodyOf } from '../../user/helpers';

const dallasSearch = {
  numberOfPeople: 1,
  tripType: 1,
  freeformLocation: '',
  city: 'Dallas',
  state: 'TX',
  amenities: [],
  zip: '',
  zipRange: 50 as const,
};

describe('Route /subscribers/listings/:companyMetroId: Listing Name', () => {
  it('saves the name shown on this listing, and travellers see it', async () => {
    const { user, id } = await openListingEdit();
    const name = section('Listing Name');
    await user.clear(field(name, 'Company Name'));
    await user.type(field(name, 'Company Name'), '  Lone Star Charter - Dallas ');
    const body = nextBodyOf('/edit/company');
    await user.click(within(name).getByRole('button', { name: 'Save Name' }));
    expect(await body).toEqual({ company_metro_id: id, name: 'Lone Star Charter - Dallas' });
    const toast = await findToast('Your listing name has been saved.');
    expect(toastKind(toast)).toBe('success');
    expect(toastDurationMs(toast)).toBe(3000);
    expect(storedListing(id).alias).toBe('Lone Star Charter - Dallas');
    const search = await postSearch(dallasSearch);
    expect(search.results.find((result) => result.company.id === id)?.company.name).toBe(
      'Lone Star Charter - Dallas',
    );
  });

  it('asks for a name', async () => {
    const { user } = await openListingEdit();
    const name = section('Listing Name');
    await user.clear(field(name, 'Company Name'));
    await user.click(within(name).getByRole('button', { name: 'Save Name' }));
    const summary = await within(name).findByRole('alert');
    expect(summary).toHaveTextContent(SUMMARY);
    expect(within(summary).getByText('Company name is required.')).toBeVisible();
    expect(field(name, 'Company Name')).toHaveAccessibleDescription('Company name is required.');
  });

  it('shows the shared failure text, not the server text, and saves once per click', async () => {
    const held = holdRequests('post', apiUrl('/subscribers/listings/edit/company'), () =>
      HttpResponse.json({ success: false, error_message: 'Database offline' }),
    );
    const { user, id } = await openListingEdit();
    const name = section('Listing Name');
    await user.type(field(name, 'Company Name'), ' North');
    await user.click(within(name).getByRole('button', { name: 'Save Name' }));
    await held.arrived;
    const busy = within(name).getByRole('button', { name: /Saving/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(held.calls).toBe(1);
    held.release();
    expect(await within(name).findByRole('alert')).toHaveTextContent(GENERIC);
    expect(screen.queryByText('Database offline')).toBeNull();
    expect(field(name, 'Company Name')).toHaveValue('Lone Star Charter Coaches North');
    expect(storedListing(id).alias).toBeNull();
  });
});

describe('Route /subscribers/listings/:companyMetroId: Contact', () => {
  it('saves the contact and the traveller search shows it for that metro', async () => {
    const { user, id } = await openListingEdit();
    const contact = section('Contact');
    await user.clear(field(contact, 'Email'));
    await user.type(field(contact, 'Email'), 'dallas@lonestarcharter.example');
    await user.clear(field(contact, 'Phone'));
    await user.type(field(contact, 'Phone'), '2145550199');
    expect(field(contact, 'Phone')).toHaveValue('214-555-0199');
    await user.clear(field(contact, 'Website'));
    await user.type(field(contact, 'Website'), 'www.lonestar-dallas.example');
    await user.clear(field(contact, 'Description'));
    await user.type(field(contact, 'Description'), 'Dallas coaches for every group.');
    await user.clear(field(contact, 'Address'));
    await user.type(field(contact, 'Address'), '400 Elm St');
    await user.clear(field(contact, 'Zip'));
    await user.type(field(contact, 'Zip'), '75202');
    const body = nextBodyOf('/edit/contact');
    await user.click(within(contact).getByRole('button', { name: 'Save Contact' }));
    expect(await body).toEqual({
      company_metro_id: id,
      email: 'dallas@lonestarcharter.example',
      phone: '2145550199',
      website: 'www.lonestar-dallas.example',
      description: 'Dallas coaches for every group.',
      address: '400 Elm St',
      city: 'Dallas',
      state: 'TX',
      zip: '75202',
    });
    await findToast('Your listing contact details have been saved.');
    const search = await postSearch(dallasSearch);
    expect(search.results.find((result) => result.company.id === id)?.company).toMatchObject({
      about: 'Dallas coaches for every group.',
      email: 'dallas@lonestarcharter.example',
      phone: '2145550199',
      website: 'www.lonestar-dallas.example',
      address: '400 Elm St',
      zip: '75202',
    });
  });

  it('says what is wrong, to the letter, with the form summary', async () => {
    const { user } = await openListingEdit();
    const contact = section('Contact');
    await user.clear(field(contact, 'Email'));
    await user.type(field(contact, 'Email'), 'dispatch@lonestar');
    await user.clear(field(contact, 'Website'));
    await user.type(field(contact, 'Website'), 'not a url');
    await user.clear(field(contact, 'Address'));
    await user.clear(field(contact, 'City'));
    await user.selectOptions(field(contact, 'State'), '');
    await user.clear(field(contact, 'Zip'));
    const requests = recordRequests();
    await user.click(within(contact).getByRole('button', { name: 'Save Contact' }));
    const summary = await within(contact).findByRole('alert');
    expect(summary).toHaveTextContent(SUMMARY);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Email is not valid',
      'Website must be a valid url',
      'Address is required.',
      'City is required.',
      'State is required.',
      'Zip code is required.',
    ]);
    expect(field(contact, 'Email')).toHaveAccessibleDescription('Email is not valid');
    expect(field(contact, 'Website')).toHaveAccessibleDescription('Website must be a valid url');
    expect(requests.filter((request) => request.includes('/edit/'))).toEqual([]);
  });

  it('lets the email, phone, website and description be empty', async () => {
    const { user, id } = await openListingEdit();
    const contact = section('Contact');
    for (const label of ['Email', 'Phone', 'Website', 'Description']) {
      await user.clear(field(contact, label));
    }
    const body = nextBodyOf('/edit/contact');
    await user.click(within(contact).getByRole('button', { name: 'Save Contact' }));
    expect(await body).toMatchObject({ email: '', phone: '', website: '', description: '' });
    await findToast('Your listing contact details have been saved.');
    expect(storedListing(id).contact).toMatchObject({ email: '', website: '' });
  });

  it('shows the shared failure text and keeps what was typed', async () => {
    failSave('contact');
    const { user, id } = await openListingEdit();
    const contact = section('Contact');
    await user.clear(field(contact, 'City'));
    await user.type(field(contact, 'City'), 'Irving');
    await user.click(within(contact).getByRole('button', { name: 'Save Contact' }));
    expect(await within(contact).findByRole('alert')).toHaveTextContent(GENERIC);
    expect(screen.queryByText('Database offline')).toBeNull();
    expect(field(contact, 'City')).toHaveValue('Irving');
    expect(storedListing(id).contact).toBeNull();
  });
});

describe('Route /subscribers/listings/:companyMetroId: Additional Emails', () => {
  it('a double-click on Remove removes one row, not the next one that takes its place', async () => {
    const { user } = await openListingEdit();
    const emails = section('Additional Emails');
    const add = within(emails).getByRole('button', { name: '+ Add Email' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    const rows = () => within(emails).getAllByRole('group');
    expect(rows()).toHaveLength(3);
    await user.dblClick(within(emails).getByRole('button', { name: 'Remove additional email 1' }));
    expect(rows()).toHaveLength(2);
  });

  it('adds rows, removes one, and saves the list', async () => {
    const { user, id } = await openListingEdit();
    const emails = section('Additional Emails');
    expect(
      within(emails).getByText('There are no additional emails for this listing.'),
    ).toBeVisible();
    await user.click(within(emails).getByRole('button', { name: '+ Add Email' }));
    expect(field(emails, 'Name')).toHaveFocus();
    await user.type(field(emails, 'Name'), 'Dispatch');
    await user.type(field(emails, 'Email Address'), 'dispatch@lonestarcharter.example');
    await user.click(within(emails).getByRole('button', { name: '+ Add Email' }));
    await user.click(within(emails).getByRole('button', { name: '+ Add Email' }));
    const rows = () => within(emails).getAllByRole('group');
    expect(rows()).toHaveLength(3);
    await user.type(field(rows()[1], 'Name'), 'Old Sales');
    await user.type(field(rows()[2], 'Name'), 'Sales');
    await user.type(field(rows()[2], 'Email Address'), 'sales@lonestarcharter.example');
    await user.click(within(emails).getByRole('button', { name: 'Remove additional email 2' }));
    expect(rows()).toHaveLength(2);
    expect(field(rows()[0], 'Name')).toHaveFocus();
    expect(field(rows()[1], 'Name')).toHaveValue('Sales');
    const body = nextBodyOf('/edit/emails');
    await user.click(within(emails).getByRole('button', { name: 'Save Emails' }));
    expect(await body).toEqual({
      company_metro_id: id,
      additional_emails: [
        { name: 'Dispatch', email_address: 'dispatch@lonestarcharter.example' },
        { name: 'Sales', email_address: 'sales@lonestarcharter.example' },
      ],
    });
    await findToast('Your additional emails have been saved.');
    expect(storedListing(id).additional_emails).toEqual([
      { name: 'Dispatch', email_address: 'dispatch@lonestarcharter.example' },
      { name: 'Sales', email_address: 'sales@lonestarcharter.example' },
    ]);
  });

  it('checks each address with the e-mail rule and asks for a name', async () => {
    const { user } = await openListingEdit();
    const emails = section('Additional Emails');
    await user.click(within(emails).getByRole('button', { name: '+ Add Email' }));
    await user.type(field(emails, 'Email Address'), 'dispatch@lonestar');
    await user.click(within(emails).getByRole('button', { name: 'Save Emails' }));
    const summary = await within(emails).findByRole('alert');
    expect(summary).toHaveTextContent(SUMMARY);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name is required.', 'Email is not valid']);
    await user.clear(field(emails, 'Email Address'));
    await waitFor(() =>
      expect(field(emails, 'Email Address')).toHaveAccessibleDescription('Email is required'),
    );
  });

  it('removes every row and saves an empty list', async () => {
    const { user, id } = await openListingEdit();
    const emails = section('Additional Emails');
    await user.click(within(emails).getByRole('button', { name: '+ Add Email' }));
    await user.click(within(emails).getByRole('button', { name: 'Remove additional email 1' }));
    expect(within(emails).getByRole('button', { name: '+ Add Email' })).toHaveFocus();
    const body = nextBodyOf('/edit/emails');
    await user.click(within(emails).getByRole('button', { name: 'Save Emails' }));
    expect(await body).toEqual({ company_metro_id: id, additional_emails: [] });
    await findToast('Your additional emails have been saved.');
  });

  it('shows the shared failure text and keeps the rows', async () => {
    failSave('emails');
    const { user, id } = await openListingEdit();
    const emails = section('Additional Emails');
    await user.click(within(emails).getByRole('button', { name: '+ Add Email' }));
    await user.type(field(emails, 'Name'), 'Dispatch');
    await user.type(field(emails, 'Email Address'), 'dispatch@lonestarcharter.example');
    await user.click(within(emails).getByRole('button', { name: 'Save Emails' }));
    expect(await within(emails).findByRole('alert')).toHaveTextContent(GENERIC);
    expect(field(emails, 'Name')).toHaveValue('Dispatch');
    expect(storedListing(id).additional_emails).toEqual([]);
  });
});
