import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import { TERMS_PAGE_ID } from '../contentApi';
import { fetchContentPage, selectContentPage } from '../contentSlice';
import { ContentHtml } from './ContentHtml';

/** The terms text (page 1306): Loading... until it arrives; a retry when it cannot. */
export function TermsContent({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const dispatch = useAppDispatch();
  const { status, page, error } = useAppSelector((state) =>
    selectContentPage(state, TERMS_PAGE_ID),
  );
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => {
    void dispatch(fetchContentPage(TERMS_PAGE_ID));
  }, [dispatch]);

  return (
    <AsyncSection
      status={status}
      error={error}
      onRetry={() => void dispatch(fetchContentPage(TERMS_PAGE_ID))}
      empty={!page}
    >
      {page && (
        <article>
          <Heading>Terms and Conditions</Heading>
          <ErrorBoundary what="the terms">
            <ContentHtml html={page.html} className="content-html" />
          </ErrorBoundary>
        </article>
      )}
    </AsyncSection>
  );
}
