import type { ReactNode } from 'react';

/**
 * A page's h1 with the page's main action at its right (Add New Metro, New Message, Request a
 * Quote), wrapping under it on a phone: one layout for the pages that have such an action.
 */
export function PageHeading({ title, action }: { title: string; action: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <h1 className="h3 mb-0">{title}</h1>
      {action}
    </div>
  );
}
