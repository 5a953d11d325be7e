import { useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { TYPEAHEAD_DELAY_MS, TYPEAHEAD_MIN_LENGTH, useTypeahead } from '@/lib/useTypeahead';
import type { NewMessageValues } from '../types';
import {
  companyCleared,
  companyMatchesCleared,
  fetchCompanyLocations,
  fetchCompanyMatches,
  selectUserMessages,
} from '../userMessagesSlice';

/** Shortest name worth searching for, and the pause after typing before asking the server. */
export const COMPANY_QUERY_MIN = TYPEAHEAD_MIN_LENGTH;
export const COMPANY_SEARCH_DELAY_MS = TYPEAHEAD_DELAY_MS;

/**
 * The Location of a new message: a company found by typing part of its name, then one of its
 * metros. Only the metro (company_metro_id) is a form value; the company is how you get there.
 */
export function LocationPicker() {
  const dispatch = useAppDispatch();
  const { setFieldValue } = useFormikContext<NewMessageValues>();
  const { companyMatches, company, requests } = useAppSelector(selectUserMessages);
  const { status: companySearchStatus, error: companySearchError } = requests.fetchCompanyMatches;
  const { status: companyStatus, error: companyError } = requests.fetchCompanyLocations;
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const inputId = useId();
  const helpId = `${inputId}-help`;
  const resultsId = `${inputId}-results`;

  const { active: showMatches } = useTypeahead(query, {
    search: (name, signal) => void dispatch(fetchCompanyMatches(name, { signal })),
    clear: () => dispatch(companyMatchesCleared()),
    minLength: COMPANY_QUERY_MIN,
    delayMs: COMPANY_SEARCH_DELAY_MS,
    enabled: !chosen,
  });

  // A company with a single metro leaves nothing to choose.
  useEffect(() => {
    if (company && chosen && company.id === chosen.id && company.metros.length === 1) {
      void setFieldValue('companyMetroId', String(company.metros[0]?.companyMetroId ?? ''));
    }
  }, [company, chosen, setFieldValue]);

  const choose = (match: { id: number; name: string }) => {
    setChosen(match);
    setQuery(match.name);
    void setFieldValue('companyMetroId', '');
    void dispatch(fetchCompanyLocations(match.id));
  };

  const edit = (value: string) => {
    setQuery(value);
    if (chosen) {
      setChosen(null);
      dispatch(companyCleared());
      void setFieldValue('companyMetroId', '');
    }
  };

  const metros = company && chosen && company.id === chosen.id ? company.metros : [];

  return (
    <>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={inputId}>
          <span className="required-star" aria-hidden="true">
            *{' '}
          </span>
          Company
        </Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            id={inputId}
            type="search"
            value={query}
            autoComplete="off"
            aria-describedby={helpId}
            aria-controls={showMatches ? resultsId : undefined}
            onChange={(event) => edit(event.target.value)}
          />
          {chosen && (
            <Button variant="outline-secondary" onClick={() => edit('')}>
              Change
            </Button>
          )}
        </div>
        <Form.Text id={helpId} muted>
          Type at least {COMPANY_QUERY_MIN} letters of the company&apos;s name, then choose it.
        </Form.Text>
        {showMatches && (
          <div id={resultsId} className="mt-2">
            <p className="small mb-1" role="status" aria-live="polite">
              {companySearchStatus === 'pending' && 'Searching...'}
              {companySearchStatus === 'failed' && companySearchError}
              {companySearchStatus === 'succeeded' &&
                (companyMatches.length === 0
                  ? 'No companies found'
                  : `${companyMatches.length} ${companyMatches.length === 1 ? 'company' : 'companies'} found`)}
            </p>
            {companySearchStatus === 'succeeded' && companyMatches.length > 0 && (
              <ul className="list-group company-matches" aria-label="Matching companies">
                {companyMatches.map((match) => (
                  <li key={match.id} className="list-group-item p-0">
                    <button
                      type="button"
                      className="btn btn-link w-100 text-start text-decoration-none px-3 py-2"
                      onClick={() => choose(match)}
                    >
                      {match.name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Form.Group>
      <Field
        name="companyMetroId"
        label="Location"
        as="select"
        required
        disabled={metros.length === 0}
        help={
          companyStatus === 'pending'
            ? 'Loading locations...'
            : companyStatus === 'failed'
              ? companyError
              : chosen && companyStatus === 'succeeded' && metros.length === 0
                ? 'This company has no locations to message.'
                : undefined
        }
      >
        <option value="">{chosen ? 'Choose a location' : 'Choose a company first'}</option>
        {metros.map((metro) => (
          <option key={metro.companyMetroId} value={String(metro.companyMetroId)}>
            {metro.city}, {metro.state}
          </option>
        ))}
      </Field>
    </>
  );
}
