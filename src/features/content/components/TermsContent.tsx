import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import { Loading } from '@/components/feedback/Loading';
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

  if (status === 'failed') {
    return (
      <Alert variant="danger">
        <p>{error}</p>
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => void dispatch(fetchContentPage(TERMS_PAGE_ID))}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (status !== 'succeeded' || !page) return <Loading text="Loading..." />;
  return (
    <article>
      <Heading>Terms and Conditions</Heading>
      <ErrorBoundary what="the terms">
        <ContentHtml html={page.html} className="content-html" />
      </ErrorBoundary>
    </article>
  );
}
