import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import { TERMS_PAGE_ID } from '../contentApi';
import { fetchContentPage, selectContentPage } from '../contentSlice';
import { ContentHtml } from './ContentHtml';

/**
 * The terms text (page 1306): Loading... until it arrives; a retry when it cannot. Without
 * `heading` it is the text alone, for a box whose section carries the heading.
 */
export function TermsContent({ heading = false }: { heading?: boolean }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectContentPage(state, TERMS_PAGE_ID));
  const { page } = request;
  const text = page && (
    <ErrorBoundary message={t`Sorry, the terms could not be shown.`}>
      <ContentHtml html={page.html} className="content-html" />
    </ErrorBoundary>
  );

  return (
    <AsyncSection
      request={request}
      load={() => void dispatch(fetchContentPage(TERMS_PAGE_ID))}
      empty={!page}
    >
      {heading ? (
        <article>
          <h1>
            <Trans>Terms and Conditions</Trans>
          </h1>
          {text}
        </article>
      ) : (
        text
      )}
    </AsyncSection>
  );
}
