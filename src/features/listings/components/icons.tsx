import { pathIcon } from '@/components/pathIcon';

/** The listing status marks (see pathIcon). */
export const TickIcon = pathIcon('M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7Z', 18);
export const HourglassIcon = pathIcon(
  'M6 2h12v5.2L13.6 12l4.4 4.8V22H6v-5.2l4.4-4.8L6 7.2Zm2 2v2.4l4 4.4 4-4.4V4Zm4 9.2-4 4.4V20h8v-2.4Z',
  18,
);
export const RemovalIcon = pathIcon(
  'M9 3h6l1 2h4v2H4V5h4Zm-3 5h12l-1 13H7Zm4 2v9h1.5v-9Zm2.5 0v9H14v-9Z',
  18,
);
