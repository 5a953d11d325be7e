import { pathIcon } from '@/components/pathIcon';

/** The result cards' and details' icons (see pathIcon). */
export const SeatIcon = pathIcon(
  'M7 3a2 2 0 0 0-2 2v8a3 3 0 0 0 3 3h7v5h2v-6a2 2 0 0 0-2-2H9V5a2 2 0 0 0-2-2Zm-3 17h11v-2H4Z',
);
export const RestroomIcon = pathIcon(
  'M6.5 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm11 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM4 8h5a1 1 0 0 1 1 1v6H8.5v7h-3v-7H4Zm10.2 0h6.6l2.2 8h-3v6h-5v-6h-3ZM11.5 2h1v20h-1Z',
);
export const WifiIcon = pathIcon(
  'M12 18.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM12 13a8 8 0 0 1 5.7 2.3l-1.5 1.5a6 6 0 0 0-8.4 0l-1.5-1.5A8 8 0 0 1 12 13Zm0-5a13 13 0 0 1 9.2 3.8l-1.5 1.5a11 11 0 0 0-15.4 0l-1.5-1.5A13 13 0 0 1 12 8Zm0-5a18 18 0 0 1 12.7 5.3l-1.5 1.5a16 16 0 0 0-22.4 0L-.7 8.3A18 18 0 0 1 12 3Z',
);
export const OutletIcon = pathIcon(
  'M8 2h2v5h4V2h2v5h2v5a6 6 0 0 1-5 5.9V22h-2v-4.1A6 6 0 0 1 6 12V7h2Z',
);
export const MemberIcon = pathIcon(
  'M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5Zm-1.4 15.2L6.8 12.4l1.4-1.4 2.4 2.4 5.2-5.2 1.4 1.4Z',
);
