import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expectTypeOf } from 'vitest';
import { Field } from '@/components/form/Field';
import { SectionForm, type SectionFormProps } from '@/components/form/SectionForm';
import { draftNames } from '../../utils/drafts';
import { renderWithProviders } from '../../utils/renderWithProviders';

const KEY = 'buscharter:draft:';
const kept = (name: string): unknown =>
  JSON.parse(window.sessionStorage.getItem(KEY + name) ?? 'null');

/** A page that shows one listing's name form at a time (another listing: same component). */
function Listings() {
  const [id, setId] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setId(2)}>
        Next listing
      </button>
      <SectionForm
        title="Listing Name"
        initialValues={{ name: `Listing ${id}` }}
        save={() => Promise.resolve()}
        request={{ status: 'idle', error: null }}
        savedText="Saved"
        submitLabel="Save Name"
        draft={`listing-${id}-name`}
        draftFields={['name']}
      >
        <Field name="name" label="Company Name" />
      </SectionForm>
    </>
  );
}

describe('SectionForm with a draft', () => {
  it("starts again with another draft's name: one draft's values never show under another's", async () => {
    const { user } = renderWithProviders(<Listings />);
    const name = () => screen.getByRole('textbox', { name: 'Company Name' });
    await user.clear(name());
    await user.type(name(), 'Typed');
    await waitFor(() =>
      expect(kept('listing-1-name')).toMatchObject({ values: { name: 'Typed' } }),
    );

    await user.click(screen.getByRole('button', { name: 'Next listing' }));
    expect(name()).toHaveValue('Listing 2');
    await user.type(name(), '!');
    expect(kept('listing-2-name')).toMatchObject({ values: { name: 'Listing 2!' } });
    expect(kept('listing-1-name')).toMatchObject({ values: { name: 'Typed' } });
    expect(draftNames()).toEqual(['listing-1-name', 'listing-2-name']);
  });

  it('names the fields its draft may keep: a new field (a password) is never kept by default', () => {
    // Type-level (tsc -b checks the tests): each line fails the typecheck if the rule goes.
    type Values = { email: string; password: string };
    type Props = SectionFormProps<Values>;
    type WithoutDraft = Omit<Props, 'draft' | 'draftFields'>;
    expectTypeOf<WithoutDraft>().toExtend<Props>();
    expectTypeOf<WithoutDraft & { draft: string }>().not.toExtend<Props>();
    expectTypeOf<
      WithoutDraft & { draft: string; draftFields: readonly 'email'[] }
    >().toExtend<Props>();
    expectTypeOf<
      WithoutDraft & { draft: string; draftFields: readonly 'name'[] }
    >().not.toExtend<Props>();
  });
});
