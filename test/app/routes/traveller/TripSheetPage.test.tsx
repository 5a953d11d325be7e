import { screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { initialSearchState } from '@/features/search/searchSlice';
import { NAME_PAUSE_MS } from '@/features/tripSheet/components/SheetNameField';
import {
  readSheetLink,
  sheetParams,
  writeSheetLink,
  type TripSheet,
} from '@/features/tripSheet/sheetLink';
import { setOnline } from '../../../utils/connection';
import { renderRoute } from '../../../utils/renderWithProviders';
import { submittedQuote } from '../../../features/tripRequest/tripForm';
import { CHOIR_TOUR, ELLENSBURG, SEATTLE, SPOKANE } from '../../../features/tripSheet/sampleSheet';

const SHEET: TripSheet = {
  ...CHOIR_TOUR,
  stops: [ELLENSBURG],
  companies: [...CHOIR_TOUR.companies, { name: 'Far Coaches', city: 'Yakima, WA', phone: '' }],
};

const here = (router: { state: { location: { pathname: string; hash: string } } }) =>
  `${router.state.location.pathname}${router.state.location.hash}`;

async function openSheet(route: string, options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute(route, options);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

/** The day-by-day table's rows as text. */
const dayRows = () =>
  within(screen.getByRole('table', { name: /^Each leg of the trip/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('Route /trip: the trip sheet', () => {
  it('shows the whole trip from its link alone, with no account and no search', async () => {
    await openSheet(writeSheetLink(SHEET));
    expect(screen.getByRole('heading', { level: 1, name: 'Choir tour' })).toBeVisible();
    expect(screen.getByText('Sun, Jun 14, 2099 to Mon, Jun 15, 2099')).toBeVisible();
    expect(
      screen.getByText('Spokane, WA; Ellensburg, WA; Seattle, WA; back to Spokane, WA'),
    ).toBeVisible();
    expect(screen.getByText('40 people, 2 days, about 570 miles, round trip')).toBeVisible();
    // The way out on the first day, the way back on the last.
    expect(dayRows()).toEqual([
      'Day 1Sun, Jun 14, 2099Spokane, WA to Ellensburg, WAabout 180 miles, 3.5 hours',
      'Ellensburg, WA to Seattle, WAabout 110 miles, 2.5 hours',
      'Day 2Mon, Jun 15, 2099Seattle, WA to Spokane, WAabout 270 miles, 5.5 hours',
    ]);
    expect(screen.queryByText(/may not drive this/)).toBeNull();
    expect(screen.getByText('Q-990614-0042')).toBeVisible();
    const companies = screen.getByRole('heading', { name: 'Bus companies asked for a quote' })
      .parentElement as HTMLElement;
    expect(within(companies).getByRole('link', { name: '(509) 555-0142' })).toHaveAttribute(
      'href',
      'tel:5095550142',
    );
    expect(within(companies).getByText(/Far Coaches/).parentElement).toHaveTextContent(
      'Far Coaches, Yakima, WA',
    );
    expect(
      await screen.findByRole('img', { name: /^Route: Spokane, WA to Ellensburg, WA/ }),
    ).toBeVisible();
  });

  it('flags a day one driver may not drive, as the estimate does', async () => {
    await openSheet(writeSheetLink({ ...SHEET, returnDate: '', days: 1, name: '' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Spokane, WA to Seattle, WA' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^Too long for one day even with a relief driver: day 1 needs about 15.5 hours on duty \(11.5 hours at the wheel and 4 hours waiting at the destination\)/,
      ),
    ).toHaveTextContent('Add a day to the trip.');
  });

  // The days agree with the dates, or the link is damaged.
  const THREE_DAYS = { days: 3, returnDate: '2099-06-16' };

  it("lays the legs on the plan's days from the link, and reads an older link by default", async () => {
    const moved = await openSheet(writeSheetLink({ ...SHEET, ...THREE_DAYS, legDays: [1, 2, 2] }));
    expect(dayRows()).toEqual([
      'Day 1Sun, Jun 14, 2099Spokane, WA to Ellensburg, WAabout 180 miles, 3.5 hours',
      'Day 2Mon, Jun 15, 2099Ellensburg, WA to Seattle, WAabout 110 miles, 2.5 hours',
      'Seattle, WA to Spokane, WAabout 270 miles, 5.5 hours',
    ]);
    moved.unmount();
    // Days that do not fit the trip (a hand-edited link) give way to the default.
    await openSheet(writeSheetLink({ ...SHEET, ...THREE_DAYS, legDays: [3, 1, 1] }));
    expect(dayRows()[2]).toBe(
      'Day 3Tue, Jun 16, 2099Seattle, WA to Spokane, WAabout 270 miles, 5.5 hours',
    );
  });

  it('says so for a link with nothing in it, and for a damaged one, never throwing', async () => {
    const empty = await openSheet('/trip');
    expect(screen.getByRole('heading', { level: 1, name: 'Trip sheet' })).toBeVisible();
    expect(screen.getByText(/^There is no trip in this link yet\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search for bus companies' })).toBeVisible();
    empty.unmount();

    const link = writeSheetLink(SHEET);
    for (const damaged of [
      link.replace(/from=[^&]+/, 'from=Spokane'),
      link.replace('depart=2099-06-14', 'depart=2099-02-30'),
      link.replace('return=2099-06-15', 'return=2099-06-01'),
      link.replace('group=40', 'group=0'),
      `${link}&via=${encodeURIComponent('Nowhere~95~1')}`,
    ]) {
      const rendered = await openSheet(damaged);
      expect(screen.getByText(/^This trip link is damaged: part of it is missing/)).toBeVisible();
      rendered.unmount();
    }
  });

  it('puts the name in the link when the field is left, never a key at a time', async () => {
    const { user, router } = await openSheet(writeSheetLink({ ...SHEET, name: '' }));
    const names: string[] = [];
    const stop = router.subscribe((state) => {
      names.push(sheetParams(state.location.hash).get('name') ?? '');
    });
    await user.type(screen.getByLabelText('Trip name (optional)'), 'Band trip');
    // Shown at once; not yet in the address.
    expect(screen.getByRole('heading', { level: 1, name: 'Band trip' })).toBeVisible();
    expect(router.state.location.hash).not.toContain('name=');
    await user.tab();
    await waitFor(() =>
      expect(readSheetLink(sheetParams(router.state.location.hash))).toMatchObject({
        sheet: { name: 'Band trip' },
      }),
    );
    stop();
    expect(names).toEqual(['Band trip']);
  });

  it('puts the name in the link after a pause in typing', async () => {
    const { user, router } = await openSheet(writeSheetLink({ ...SHEET, name: '' }));
    await user.type(screen.getByLabelText('Trip name (optional)'), 'Band trip');
    expect(router.state.location.hash).not.toContain('name=');
    // The field keeps the focus: only the pause (NAME_PAUSE_MS) puts it there.
    await waitFor(() => expect(router.state.location.hash).toContain('name=Band+trip'), {
      timeout: NAME_PAUSE_MS * 3,
    });
    expect(screen.getByLabelText('Trip name (optional)')).toHaveFocus();
  });

  it('Copy link says it copied, the link with the name as typed', async () => {
    const { user } = await openSheet(writeSheetLink({ ...SHEET, name: '' }));
    await user.type(screen.getByLabelText('Trip name (optional)'), 'Band trip');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Link copied. Paste it into a message or an email.'),
    ).toBeVisible();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}${writeSheetLink({ ...SHEET, name: 'Band trip' })}`,
    );
  });

  it('shows the link to copy by hand when the browser refuses to copy it', async () => {
    const { user, router } = await openSheet(writeSheetLink(SHEET));
    const link = `${window.location.origin}${here(router)}`;
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', {
      name: 'Copy did not work here. Select the link and copy it:',
    });
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, link.length]);
  });

  it('shows the link to copy by hand without a clipboard (plain http)', async () => {
    const { user, router } = await openSheet(writeSheetLink(SHEET));
    // After the render: user-event puts its own clipboard in place when it is set up.
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(
        await screen.findByRole('textbox', {
          name: 'Copy did not work here. Select the link and copy it:',
        }),
      ).toHaveValue(`${window.location.origin}${here(router)}`);
      expect(screen.queryByText(/^Link copied/)).toBeNull();
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('labels the companies and phones as what the sender shared', async () => {
    await openSheet(writeSheetLink(SHEET));
    const companies = screen.getByRole('region', { name: 'Bus companies asked for a quote' });
    expect(
      within(companies).getByText(
        "As shared by whoever sent this link: names and phone numbers are not checked against this site's listings.",
      ),
    ).toBeVisible();
    expect(
      within(companies).getByRole('link', { name: '(509) 555-0142' }).parentElement,
    ).toHaveTextContent('Near Coaches, Spokane, WA, phone as shared: (509) 555-0142');
  });

  it("shares with the phone's own share sheet where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user, router } = await openSheet(writeSheetLink(SHEET));
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Choir tour',
        url: `${window.location.origin}${here(router)}`,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('Add to calendar saves an all-day event over the trip, with the places, the quote and the link', async () => {
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:trip';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    try {
      const { user, router } = await openSheet(writeSheetLink(SHEET));
      // Read first: the test browser follows the saved file's link, which moves its location.
      const link = `${window.location.origin}${here(router)}`;
      await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const text = await blobs[0]?.text();
      const vevent = new ICAL.Component(ICAL.parse(text ?? '') as unknown[]).getFirstSubcomponent(
        'vevent',
      );
      if (!vevent) throw new Error('No VEVENT');
      const event = new ICAL.Event(vevent);
      expect(event.summary).toBe('Choir tour');
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe('2099-06-14');
      expect(event.endDate.toString()).toBe('2099-06-16');
      expect(event.location).toBe('Spokane, WA; Ellensburg, WA; Seattle, WA; back to Spokane, WA');
      expect(event.description).toContain('Quote number: Q-990614-0042');
      expect(event.description).toContain('Day 2: Seattle, WA to Spokane, WA, about 270 miles');
      expect(event.description).toContain(link);
      expect(event.component.getFirstPropertyValue('url')).toBe(link);
    } finally {
      create.mockRestore();
      revoke.mockRestore();
    }
  });

  it('says it is showing the trip as saved while offline', async () => {
    await openSheet(writeSheetLink(SHEET));
    expect(screen.queryByText('Offline: showing the trip as saved.')).toBeNull();
    // Waited for, not read at once: the page may be found before its effects have subscribed
    // to the connection, and then it reads the change when they do.
    setOnline(false);
    expect(await screen.findByText('Offline: showing the trip as saved.')).toBeVisible();
    setOnline(true);
    await waitFor(() =>
      expect(screen.queryByText('Offline: showing the trip as saved.')).toBeNull(),
    );
  });

  it('/confirmation links the sheet with the quote number and the companies it went to', async () => {
    const plan = {
      origin: SPOKANE,
      destination: { ...SEATTLE, key: 'Seattle,WA', city: 'Seattle', state: 'WA', zip: '' },
      stops: [],
      departureDate: '2099-06-14',
      returnDate: '',
    };
    const { user, router } = await openSheet('/confirmation', {
      preloadedState: {
        search: {
          ...initialSearchState,
          estimate: { people: 40, days: 1, miles: 550 },
          plan,
          planLink: {
            destination: 'Seattle,WA',
            stops: [],
            departureDate: '2099-06-14',
            returnDate: '',
          },
        },
        quoteCart: {
          quoteRequests: [
            { id: 7, companyName: 'Near Coaches', city: 'Spokane, WA', phone: '5095550142' },
            { id: 8, companyName: 'Far Coaches', city: 'Yakima, WA', phone: '5095550199' },
          ],
          phonesShown: [7],
        },
        tripRequest: submittedQuote('Q-990614-0042'),
      },
    });
    // The cart empties once the page is shown; the sheet keeps the companies the request went to.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Trip sheet' })).toBeVisible());
    const href = screen.getByRole('link', { name: 'Trip sheet' }).getAttribute('href') ?? '';
    const read = readSheetLink(sheetParams(new URL(href, window.location.origin).hash));
    expect(read).toMatchObject({
      kind: 'sheet',
      sheet: {
        quoteNumber: 'Q-990614-0042',
        companies: [
          { name: 'Near Coaches', city: 'Spokane, WA', phone: '5095550142' },
          // Its phone was never revealed: the sheet does not show it.
          { name: 'Far Coaches', city: 'Yakima, WA', phone: '' },
        ],
      },
    });
    await user.click(screen.getByRole('link', { name: 'Trip sheet' }));
    // /confirmation shows the number too (and stays on screen while the sheet's chunk loads):
    // read the sheet's own definition list, never the outgoing page's.
    await waitFor(() => expect(router.state.location.pathname).toBe('/trip'));
    const number = await screen.findByText('Quote number', { selector: 'dt' });
    expect(number.nextElementSibling).toHaveTextContent('Q-990614-0042');
  });
});
