import type { ReactNode } from 'react';

/**
 * The listing status marks (no icon font: it would cost every screen). Each is decorative; the
 * caller gives the text alternative beside it.
 */
function Svg({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {children}
    </svg>
  );
}

export function TickIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7Z" />
    </Svg>
  );
}

export function HourglassIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M6 2h12v5.2L13.6 12l4.4 4.8V22H6v-5.2l4.4-4.8L6 7.2Zm2 2v2.4l4 4.4 4-4.4V4Zm4 9.2-4 4.4V20h8v-2.4Z" />
    </Svg>
  );
}

export function RemovalIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M9 3h6l1 2h4v2H4V5h4Zm-3 5h12l-1 13H7Zm4 2v9h1.5v-9Zm2.5 0v9H14v-9Z" />
    </Svg>
  );
}
