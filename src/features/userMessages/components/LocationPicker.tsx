import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { TypeaheadField } from '@/components/form/TypeaheadField';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { Options } from '@/components/form/Options';
import { TYPEAHEAD_DELAY_MS, TYPEAHEAD_MIN_LENGTH, useTypeahead } from '@/lib/useTypeahead';
import { COMPANIES_REFUSAL, LOCATIONS_REFUSAL } from '../refusals';
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
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { setFieldValue } = useFormikContext<NewMessageValues>();
  const { companyMatches, company, requests } = useAppSelector(selectUserMessages);
  const { status: companySearchStatus, refusal: companySearchRefusal } =
    requests.fetchCompanyMatches;
  const { status: companyStatus, refusal: companyRefusal } = requests.fetchCompanyLocations;
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);

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
      <TypeaheadField
        label={t`Company`}
        required
        help={t`Type at least ${COMPANY_QUERY_MIN} letters of the company's name, then choose it.`}
        query={query}
        chosen={chosen !== null}
        onQueryChange={edit}
        onChoose={choose}
        active={showMatches}
        status={companySearchStatus}
        error={<RefusalMessage words={COMPANIES_REFUSAL} refusal={companySearchRefusal} />}
        matches={companyMatches}
        matchesLabel={t`Matching companies`}
        emptyText={t`No companies found`}
        foundText={(count) => plural(count, { one: '# company found', other: '# companies found' })}
      />
      <Field
        name="companyMetroId"
        label={t`Location`}
        as="select"
        required
        disabled={metros.length === 0}
        help={
          companyStatus === 'pending' ? (
            t`Loading locations...`
          ) : companyStatus === 'failed' ? (
            <RefusalMessage words={LOCATIONS_REFUSAL} refusal={companyRefusal} />
          ) : chosen && companyStatus === 'succeeded' && metros.length === 0 ? (
            t`This company has no locations to message.`
          ) : undefined
        }
      >
        <option value="">{chosen ? t`Choose a location` : t`Choose a company first`}</option>
        <Options
          choices={metros.map((metro) => ({
            value: metro.companyMetroId,
            label: `${metro.city}, ${metro.state}`,
          }))}
        />
      </Field>
    </>
  );
}
