import './TypeaheadField.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode, type Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { RequestStatus } from '@/lib/requestStatus';
import { RequiredStar } from './RequiredStar';

export interface TypeaheadMatch {
  id: number;
  name: string;
}

interface TypeaheadFieldProps<T extends TypeaheadMatch> {
  label: string;
  required?: boolean;
  /** What to type, e.g. "letters of a city". */
  help: ReactNode;
  query: string;
  /** Something was chosen: the input shows its name and a Change button clears it. */
  chosen: boolean;
  onQueryChange: (value: string) => void;
  onChoose: (match: T) => void;
  /** useTypeahead's `active`: the query is long enough and nothing is chosen. */
  active: boolean;
  status: RequestStatus;
  /** The search's failure (a text, or a traveller's RefusalMessage). */
  error: ReactNode;
  matches: readonly T[];
  /** Names the list for screen readers: "Matching cities". */
  matchesLabel: string;
  /** The status line when the search found nothing. */
  emptyText: string;
  /** The status line when it found some (optional: a list can speak for itself). */
  foundText?: (count: number) => string;
  className?: string;
  /** A message about the field's value (shown under it, read with it); none when valid. */
  errorText?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A "type a few letters, pick one" field (cities of the metro search, companies of a new
 * message): the input, a live status line, and the matches as buttons, shown only when there is
 * something to choose (spec: results hidden when empty). useTypeahead decides when to search.
 */
export function TypeaheadField<T extends TypeaheadMatch>({
  label,
  required = false,
  help,
  query,
  chosen,
  onQueryChange,
  onChoose,
  active,
  status,
  error,
  matches,
  matchesLabel,
  emptyText,
  foundText,
  className = 'mb-3',
  errorText = null,
  inputRef,
}: TypeaheadFieldProps<T>) {
  const { t } = useLingui();
  const inputId = useId();
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const listId = `${inputId}-list`;
  const shown = active && status === 'succeeded' ? matches : [];

  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={inputId}>
        {required && <RequiredStar />}
        {label}
      </Form.Label>
      <div className="d-flex gap-2">
        <Form.Control
          ref={inputRef}
          id={inputId}
          type="search"
          value={query}
          autoComplete="off"
          isInvalid={Boolean(errorText)}
          aria-describedby={errorText ? `${errorId} ${helpId}` : helpId}
          aria-controls={shown.length > 0 ? listId : undefined}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        {chosen && (
          <Button variant="outline-secondary" onClick={() => onQueryChange('')}>
            <Trans>Change</Trans>
          </Button>
        )}
      </div>
      {errorText && (
        <div id={errorId} className="invalid-feedback d-block">
          {errorText}
        </div>
      )}
      <Form.Text id={helpId} muted>
        {help}
      </Form.Text>
      <p className="small mb-1" role="status" aria-live="polite">
        {active && status === 'pending' && t`Searching...`}
        {active && status === 'failed' && error}
        {active &&
          status === 'succeeded' &&
          (matches.length === 0 ? emptyText : foundText?.(matches.length))}
      </p>
      {shown.length > 0 && (
        <ul id={listId} className="list-group typeahead-matches" aria-label={matchesLabel}>
          {shown.map((match) => (
            <li key={match.id} className="list-group-item p-0">
              <button
                type="button"
                className="btn btn-link w-100 text-start text-decoration-none px-3 py-2"
                onClick={() => onChoose(match)}
              >
                {match.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
