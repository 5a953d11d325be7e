import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import { TERMS_PAGE_ID } from '@/features/content/contentApi';
import { fetchContentPage, selectContentPage } from '@/features/content/contentSlice';
import { ContentHtml } from '@/features/content/components/ContentHtml';

/**
 * The terms text (content page 1306, sanitized by ContentHtml) in a scrollable box; the section
 * around it carries the heading. Focusable, so the box scrolls by keyboard too.
 */
export function RegistrationTerms() {
  const dispatch = useAppDispatch();
  const { status, page, error } = useAppSelector((state) =>
    selectContentPage(state, TERMS_PAGE_ID),
  );
  useEffect(() => {
    void dispatch(fetchContentPage(TERMS_PAGE_ID));
  }, [dispatch]);
  return (
    <div
      className="registration-terms border rounded p-3 mb-3"
      tabIndex={0}
      role="region"
      aria-label="Terms and Conditions text"
    >
      <AsyncSection
        status={status}
        error={error}
        onRetry={() => void dispatch(fetchContentPage(TERMS_PAGE_ID))}
        empty={!page}
      >
        {page && (
          <ErrorBoundary what="the terms">
            <ContentHtml html={page.html} className="content-html" />
          </ErrorBoundary>
        )}
      </AsyncSection>
    </div>
  );
}
