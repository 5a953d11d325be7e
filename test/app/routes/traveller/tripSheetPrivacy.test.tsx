// Own module graph: lib/tracking starts gtag once per page load (module state); this file needs a page where it has not started.
import { screen, waitFor } from '@testing-library/react';
import { env } from '@/config/env';
import { writeSheetLink, type TripSheet } from '@/features/tripSheet/sheetLink';
import { renderRoute } from '../../../utils/renderWithProviders';
import { CHOIR_TOUR } from '../../../features/tripSheet/sampleSheet';

const SHEET: TripSheet = {
  ...CHOIR_TOUR,
  // A stop with digits of its own, to be looked for in what the tracker got.
  stops: [{ name: 'Ellensburg, WA', latitude: 47.0001, longitude: -120.52 }],
};

/** What a visitor typed or revealed, as it could appear in any form in a tracker's call. */
const PRIVATE = [
  'Choir',
  'Band',
  '5095550142',
  '555-0142',
  '47.6588',
  '117.426',
  '47.0001',
  '120.52',
  '122.33',
  'Q-990614-0042',
  '990614',
  'Spokane',
  'Seattle',
  'Ellensburg',
];

/**
 * Every call the tracker makes: what it pushes to gtag's data layer (each an Arguments object,
 * read whole) and the scripts it adds. The script is recorded, not loaded.
 */
function recordTracker() {
  const calls: string[] = [];
  const append = document.head.appendChild.bind(document.head);
  const script = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    if (node instanceof HTMLScriptElement) {
      calls.push(`script ${node.src}`);
      return node;
    }
    return append(node);
  });
  const layer: unknown[] = [];
  layer.push = (...items: unknown[]) => {
    for (const item of items) calls.push(JSON.stringify(Array.from(item as ArrayLike<unknown>)));
    return layer.length;
  };
  window.dataLayer = layer;
  return { calls, restore: () => script.mockRestore() };
}

describe('/trip with an analytics id: the tracker is told nothing of the trip', () => {
  const analyticsId = env.analyticsId;
  beforeEach(() => {
    env.analyticsId = 'G-TEST123';
  });
  afterEach(() => {
    env.analyticsId = analyticsId;
    delete window.dataLayer;
  });

  it('records the page as /trip alone, through a new name and a copy', async () => {
    const tracker = recordTracker();
    try {
      const { user, router } = renderRoute(writeSheetLink(SHEET));
      await screen.findByRole('heading', { level: 1, name: 'Choir tour' });
      const field = screen.getByLabelText('Trip name (optional)');
      await user.clear(field);
      await user.type(field, 'Band trip');
      await user.tab();
      await waitFor(() => expect(router.state.location.hash).toContain('name=Band+trip'));
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      await screen.findByText('Link copied. Paste it into a message or an email.');
      // The tracker ran (loaded after the render): the test can fail. One view: a new name is none.
      const views = () => tracker.calls.filter((call) => call.includes('"page_view"'));
      await waitFor(() =>
        expect(views()).toEqual([
          JSON.stringify([
            'event',
            'page_view',
            {
              page_path: '/trip',
              page_location: `${window.location.origin}/trip`,
              page_title: '/trip',
            },
          ]),
        ]),
      );
      expect(tracker.calls).toContain(
        'script https://www.googletagmanager.com/gtag/js?id=G-TEST123',
      );
      const recorded = tracker.calls.join('\n');
      for (const secret of PRIVATE) expect(recorded).not.toContain(secret);
    } finally {
      tracker.restore();
    }
  });
});
