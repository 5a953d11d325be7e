import type { ActivityCount } from './types';

/** The spec's click statistics gap (section 9), as YYYY-MM-DD, both days included. */
export const CLICK_GAP = { startDate: '2018-01-16', endDate: '2018-04-28' } as const;

/** The spec's note, shown when the range overlaps the gap. */
export const CLICK_GAP_NOTE = 'Click statistics have a gap from 1/16/2018 to 4/28/2018.';

/** The default range: this many days before today, through today (spec: "last week"). */
export const DEFAULT_RANGE_DAYS = 7;

/** The activity table's counted columns (spec section 2's order), with their headings. */
export const ACTIVITY_COLUMNS: readonly { key: ActivityCount; header: string }[] = [
  { key: 'numberOfQuotes', header: 'Quotes' },
  { key: 'messages', header: 'Messages' },
  { key: 'moreDetails', header: 'More Details' },
  { key: 'phoneClicks', header: 'Phone Clicks' },
  { key: 'contactUs', header: 'Contact Us' },
  { key: 'websiteVisits', header: 'Website Visits' },
  { key: 'facebookClicks', header: 'Facebook' },
  { key: 'twitterClicks', header: 'Twitter' },
  { key: 'instagramClicks', header: 'Instagram' },
  { key: 'youtubeClicks', header: 'YouTube' },
  { key: 'totalActivity', header: 'Total Activity' },
];
