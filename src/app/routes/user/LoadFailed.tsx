import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** A list or profile that did not load, with a way to ask again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3">
      <span>{text}</span>
      <Button variant="outline-dark" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
