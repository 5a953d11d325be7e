import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FORM_SUMMARY_TEXT } from '@/config/constants';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import { persistedStore } from '../../../utils/persistedStore';
import { renderRoute } from '../../../utils/renderWithProviders';
import {
  CART,
  fillTripForm,
  tripLabel,
  VALID_TRIP,
  withSearch,
} from '../../../features/tripRequest/tripForm';

const DALLAS = {
  departureCity: 'Dallas',
  departureState: 'TX',
  latitude: 32.7767,
  longitude: -96.797,
};

function renderReview(options: Parameters<typeof renderRoute>[1] = {}) {
  return renderRoute('/review', { preloadedState: { quoteCart: CART }, ...options });
}

async function findForm() {
  return screen.findByRole('form', { name: 'Trip request' });
}

/** Records each POST /quote/request body, then lets the demo API answer. */
function recordRequests(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('/quote/request'), async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return bodies;
}

describe('Route /review', () => {
  it('shows the middle step, the companies in the cart and a link back to the search', async () => {
    renderReview();
    expect(await screen.findByRole('heading', { name: 'Review Information' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    expect(screen.getByText('Review Information', { selector: 'li' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    const cart = screen.getByRole('region', { name: 'Your quote requests' });
    expect(within(cart).getByText('Rose City Bus Charters')).toBeInTheDocument();
    expect(within(cart).getByText('Lone Star Charter Coaches')).toBeInTheDocument();
    expect(within(cart).getByText('2 companies')).toBeInTheDocument();
    expect(
      within(cart).getByRole('link', { name: 'Add more companies from the search' }),
    ).toHaveAttribute('href', '/search');
    await waitFor(() => expect(document.title).toMatch(/^Review Information/));
  });

  it('removes a company from the cart', async () => {
    const { user } = renderReview();
    const cart = await screen.findByRole('region', { name: 'Your quote requests' });
    await user.click(within(cart).getByRole('button', { name: 'Remove Rose City Bus Charters' }));
    expect(within(cart).queryByText('Rose City Bus Charters')).not.toBeInTheDocument();
    expect(within(cart).getByText('Lone Star Charter Coaches')).toBeInTheDocument();
    expect(within(cart).getByText('1 company')).toBeInTheDocument();
  });

  it('keeps the trip as changed through a reload and a visit to the search, never the contact details', async () => {
    const { store, persistor } = await persistedStore({ quoteCart: CART });
    const first = renderRoute('/review', { store });
    const form = await findForm();
    await fillTripForm(first.user, form, { departureCity: 'Fort Worth' });
    // A visit to the search for one more company, then back: the same form.
    first.unmount();
    const back = renderRoute('/review', { store });
    const again = await findForm();
    expect(within(again).getByLabelText(tripLabel('departureCity'))).toHaveValue('Fort Worth');
    expect(within(again).getByLabelText(tripLabel('group'))).toHaveValue('Troop 214');
    expect(within(again).getByLabelText(tripLabel('firstName'))).toHaveValue('');
    expect(within(again).getByLabelText(tripLabel('notes'))).toHaveValue('');
    // A reload: a new store read back from the tab's storage.
    await act(() => persistor.flush());
    back.unmount();
    const { store: reloaded } = await persistedStore();
    renderRoute('/review', { store: reloaded });
    const reread = await findForm();
    expect(within(reread).getByLabelText(tripLabel('destinationCity'))).toHaveValue('San Antonio');
    expect(within(reread).getByLabelText(tripLabel('returnTime'))).toHaveValue('18:00');
    // A number field: Formik keeps what it read from the input as a number.
    expect(within(reread).getByLabelText(tripLabel('numberOfPeople'))).toHaveValue(45);
    expect(within(reread).getByLabelText(tripLabel('email'))).toHaveValue('');
    const stored = JSON.stringify(window.sessionStorage.getItem('buscharter:draft:trip-request'));
    expect(stored).toContain('Fort Worth');
    expect(stored).not.toContain('Whitfield');
    expect(stored).not.toContain('wheelchair');
  });

  it('says so when the cart is empty, links to the search and cannot send', async () => {
    renderRoute('/review');
    const cart = await screen.findByRole('region', { name: 'Your quote requests' });
    expect(within(cart).getByText(/Your quote request list is empty/)).toBeInTheDocument();
    expect(within(cart).getByRole('link', { name: 'Search for bus companies' })).toHaveAttribute(
      'href',
      '/search',
    );
    expect(screen.getByRole('button', { name: 'Submit Quote Request' })).toBeDisabled();
  });

  it('marks every required field with a leading star, and notes not', async () => {
    renderReview();
    const form = await findForm();
    const required = [
      'departureCity',
      'departureState',
      'destinationCity',
      'destinationState',
      'departureDate',
      'departureTime',
      'returnDate',
      'returnTime',
      'numberOfPeople',
      'tripType',
      'group',
      'firstName',
      'lastName',
      'phone',
      'email',
    ] as const;
    for (const field of required) {
      const control = within(form).getByLabelText(tripLabel(field));
      const label = form.querySelector(`label[for="${control.id}"]`);
      expect(label?.firstElementChild).toHaveClass('required-star');
      expect(label?.textContent).toMatch(/^\* /);
      expect(control).toHaveAttribute('aria-required', 'true');
    }
    const notes = within(form).getByLabelText('Notes');
    expect(form.querySelector(`label[for="${notes.id}"] .required-star`)).toBeNull();
  });

  it('prefills the departure, group size and trip type from the search', async () => {
    renderReview({
      preloadedState: withSearch(
        { ...DALLAS, numberOfPeople: 45, tripType: 2 },
        { quoteCart: CART },
      ),
    });
    const form = await findForm();
    expect(within(form).getByLabelText(tripLabel('departureCity'))).toHaveValue('Dallas');
    expect(within(form).getByLabelText(tripLabel('departureState'))).toHaveValue('TX');
    expect(within(form).getByLabelText(tripLabel('numberOfPeople'))).toHaveValue(45);
    await waitFor(() =>
      expect(within(form).getByLabelText(tripLabel('tripType'))).toHaveDisplayValue('Round Trip'),
    );
  });

  it('offers the trip types of the metadata', async () => {
    renderReview();
    const form = await findForm();
    const select = within(form).getByLabelText(tripLabel('tripType'));
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Choose a trip type',
        'One Way',
        'Round Trip',
        'Multi-Day',
        'Shuttle Service',
        'Hourly',
      ]),
    );
  });

  it.each([
    ['departureCity', 'Departure city is required'],
    ['destinationCity', 'Destination city is required'],
    ['departureDate', 'Departure date is required'],
    ['departureTime', 'Departure time is required'],
    ['returnDate', 'Return date is required'],
    ['returnTime', 'Return time is required'],
    ['numberOfPeople', 'Number of people is required'],
    ['group', 'Name of group is required'],
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['phone', 'Phone is required'],
    ['email', 'Email is required'],
  ] as const)('shows "%s" required only after the field is touched', async (field, message) => {
    const { user } = renderReview();
    const form = await findForm();
    const control = within(form).getByLabelText(tripLabel(field));
    expect(within(form).queryByText(message)).not.toBeInTheDocument();
    await user.click(control);
    await user.tab();
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(control).toHaveClass('is-invalid');
    expect(control).toHaveAccessibleDescription(message);
  });

  it.each([
    ['departureState', 'Departure state is required'],
    ['destinationState', 'Destination state is required'],
    ['tripType', 'Trip type is required'],
  ] as const)('shows "%s" required for an untouched choice on submit', async (field, message) => {
    const { user } = renderReview();
    const form = await findForm();
    await fillTripForm(user, form, {}, [field]);
    await user.click(within(form).getByRole('button', { name: 'Submit Quote Request' }));
    expect(
      await within(within(form).getByLabelText(tripLabel(field)).closest('div')!).findByText(
        message,
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['email', 'dana@', 'Must use valid email'],
    ['phone', '555-01', 'Must use valid phone number'],
    ['phone', 'call me', 'Must use valid phone number'],
    ['numberOfPeople', '2.5', 'Number of people must be a whole number'],
    ['numberOfPeople', '0', 'Number of people must be at least 1'],
    ['numberOfPeople', '-3', 'Number of people must be at least 1'],
    ['numberOfPeople', '12000', 'Number of people must be 9999 or fewer'],
    ['departureDate', '2020-01-01', 'Departure date cannot be in the past'],
  ] as const)('refuses %s "%s" with "%s"', async (field, value, message) => {
    const { user } = renderReview();
    const form = await findForm();
    const control = within(form).getByLabelText(tripLabel(field));
    await user.type(control, value);
    await user.tab();
    expect(await within(form).findByText(message)).toBeInTheDocument();
  });

  it('refuses a return before the departure', async () => {
    const { user } = renderReview();
    const form = await findForm();
    await fillTripForm(user, form, { returnDate: '2099-06-13' });
    expect(
      await within(form).findByText('Return date cannot be before the departure date'),
    ).toBeInTheDocument();
  });

  it('refuses a same-day return that is not after the departure time', async () => {
    const { user } = renderReview();
    const form = await findForm();
    await fillTripForm(user, form, { returnDate: '2099-06-14', returnTime: '07:00' });
    expect(
      await within(form).findByText('Return time must be after the departure time'),
    ).toBeInTheDocument();
  });

  it('shows the summary and each error on a submit with mistakes, and sends nothing', async () => {
    const bodies = recordRequests();
    const { user } = renderReview();
    const form = await findForm();
    await user.click(within(form).getByRole('button', { name: 'Submit Quote Request' }));
    const summary = await within(form).findByText(FORM_SUMMARY_TEXT);
    const alert = summary.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Departure city is required')).toBeInTheDocument();
    expect(within(alert).getByText('Trip type is required')).toBeInTheDocument();
    expect(within(alert).getByText('Email is required')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem')).toHaveLength(15);
    expect(bodies).toHaveLength(0);
  });

  it('sends one request with the form, the cart and the origin, then confirms the quote', async () => {
    const bodies = recordRequests();
    const { user, router } = renderReview({
      preloadedState: withSearch(DALLAS, { quoteCart: CART }),
    });
    const form = await findForm();
    await fillTripForm(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit Quote Request' }));

    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirmation');
    expect(bodies).toEqual([
      {
        company_metro_ids: [10234, 10001],
        number_of_people: 45,
        trip_type: 2,
        departure_city: 'Dallas',
        departure_state: 'TX',
        departure_date: '2099-06-14',
        departure_time: '07:30',
        destination_city: 'San Antonio',
        destination_state: 'TX',
        return_date: '2099-06-15',
        return_time: '18:00',
        basic_name_of_group: 'Troop 214',
        basic_first_name: 'Dana',
        basic_last_name: 'Whitfield',
        basic_phone: '2145550199',
        basic_email: 'dana.whitfield@example.org',
        notes: 'Two wheelchair users in the group.',
        origin_latitude: 32.7767,
        origin_longitude: -96.797,
      },
    ]);
    const quoteNumber = screen.getByText(/^Q-\d{6}-\d{4}$/).textContent;
    const saved = getDb().quotes.find((quote) => quote.quote_number === quoteNumber);
    expect(saved).toMatchObject({ company_metro_ids: [10234, 10001], user_id: null });
    // The cart was sent: back on /review it is empty, and so is the form (no draft is kept).
    await act(() => router.navigate('/review'));
    expect(await screen.findByText(/Your quote request list is empty/)).toBeInTheDocument();
    expect(within(await findForm()).getByLabelText(tripLabel('destinationCity'))).toHaveValue('');
  });

  it('leaves the search coordinates out once the departure is another city', async () => {
    const bodies = recordRequests();
    const { user } = renderReview({ preloadedState: withSearch(DALLAS, { quoteCart: CART }) });
    const form = await findForm();
    await fillTripForm(user, form, { departureCity: 'Fort Worth' });
    await user.click(within(form).getByRole('button', { name: 'Submit Quote Request' }));
    await screen.findByRole('heading', { name: 'Thank you' });
    expect(bodies[0]).toMatchObject({ departure_city: 'Fort Worth' });
    expect(bodies[0]).not.toHaveProperty('origin_latitude');
    expect(bodies[0]).not.toHaveProperty('origin_longitude');
  });

  it('cannot be sent twice while the request runs, and shows its progress', async () => {
    const send = holdRequests('post', apiUrl('/quote/request'), () =>
      HttpResponse.json({ success: true, quote_number: 'Q-990101-1234' }),
    );
    const { user } = renderReview();
    const form = await findForm();
    await fillTripForm(user, form);
    const button = within(form).getByRole('button', { name: 'Submit Quote Request' });
    await user.click(button);
    await send.arrived;
    // While it runs: the button shows progress, and pressing it or Enter sends nothing more.
    const busy = within(form).getByRole('button', { name: /Sending your request/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.type(within(form).getByLabelText(tripLabel('group')), '{Enter}');
    send.release();
    expect(await screen.findByText('Q-990101-1234')).toBeInTheDocument();
    expect(send.calls).toBe(1);
  });

  it("shows the server's text on failure and keeps everything typed", async () => {
    server.use(
      http.post(apiUrl('/quote/request'), () =>
        HttpResponse.json({ success: false, error_message: 'Quotes are paused for maintenance.' }),
      ),
    );
    const { user, router } = renderReview();
    const form = await findForm();
    await fillTripForm(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit Quote Request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Quotes are paused for maintenance.',
    );
    expect(router.state.location.pathname).toBe('/review');
    expect(within(form).getByLabelText(tripLabel('group'))).toHaveValue('Troop 214');
    expect(within(form).getByLabelText(tripLabel('email'))).toHaveValue(VALID_TRIP.email);
    expect(within(form).getByLabelText(tripLabel('departureDate'))).toHaveValue('2099-06-14');
    expect(within(form).getByLabelText(tripLabel('tripType'))).toHaveDisplayValue('Round Trip');
    expect(within(form).getByLabelText('Notes')).toHaveValue(VALID_TRIP.notes);
    expect(screen.getByRole('region', { name: 'Your quote requests' })).toHaveTextContent(
      '2 companies',
    );
    expect(within(form).getByRole('button', { name: 'Submit Quote Request' })).toBeEnabled();
  });

  it.each([
    ['a failure without text', () => HttpResponse.json({ success: false, error_message: [] })],
    ['a server error', () => HttpResponse.json({}, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['a success without a quote number', () => HttpResponse.json({ success: true })],
  ])('falls back to a clear message on %s', async (_, answer) => {
    server.use(http.post(apiUrl('/quote/request'), answer));
    const { user } = renderReview();
    const form = await findForm();
    await fillTripForm(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit Quote Request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'There was a problem sending your quote request. Please try again later.',
    );
    expect(within(form).getByLabelText(tripLabel('lastName'))).toHaveValue('Whitfield');
  });
});
