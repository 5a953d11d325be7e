import { useFormikContext } from 'formik';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { changedFields, withDraft, writeDraft } from '@/lib/drafts';

type KeepDraftProps<V> =
  | {
      /**
       * The draft's name in the tab's session (lib/drafts): unique per form and per record,
       * e.g. `listing-700001-contact`.
       */
      name: string;
      /**
       * The fields a draft may hold (never a card number, a CVV or a password). No default: a
       * field added to the form is never kept until named here.
       */
      fields: readonly (keyof V & string)[];
      onChange?: never;
    }
  | {
      /** A slice owns the draft (the registration's steps, which its last step sends). */
      onChange: (values: V) => void;
      name?: never;
      fields?: never;
    };

/** A form's draft (SectionForm, FormDialog): a name goes with the fields it may keep. */
export type DraftProps<V> =
  | { draft?: undefined; draftFields?: undefined }
  | {
      /** The draft's name (lib/drafts): unique per record, e.g. `listing-700001-contact`. */
      draft: string;
      /** The fields it may keep (never a password). */
      draftFields: readonly (keyof V & string)[];
    };

/**
 * The form's draft. With a `name`: what was typed and not saved is kept in the tab's session
 * and laid over the form's values when the form appears again (a reload, a return to the
 * screen), so the form opens as it was left, with its unsaved-changes warning; a save (the
 * form reset to what was saved) or a return to the values it started with drops it.
 * With `onChange`: the values go to the slice that owns them, whenever they change.
 */
export function KeepDraft<V extends object>({ name, fields, onChange }: KeepDraftProps<V>) {
  const { values, initialValues, setValues } = useFormikContext<V>();
  // 'start': nothing read yet; 'restoring': the draft handed to Formik and not shown yet.
  const phase = useRef<'start' | 'restoring' | 'keeping'>('start');
  const keep = useEffectEvent((next: V, base: V) => {
    if (onChange) {
      onChange(next);
      return;
    }
    if (phase.current === 'start') {
      const restored = withDraft(name, base, fields);
      phase.current = restored === base ? 'keeping' : 'restoring';
      if (restored !== base) void setValues(restored, false);
      return;
    }
    // Strict Mode runs the first effect twice: the draft must not be dropped before it shows.
    if (phase.current === 'restoring') {
      if (next === base) return;
      phase.current = 'keeping';
    }
    writeDraft(name, changedFields(next, base, fields));
  });
  const first = useRef(true);
  const sliceOwned = onChange !== undefined;
  // Before the browser paints: the form never shows its starting values and then the draft.
  useLayoutEffect(() => {
    // A slice's draft follows changes only; a named draft is read on the first run.
    if (first.current && sliceOwned) {
      first.current = false;
      return;
    }
    keep(values, initialValues);
  }, [values, initialValues, sliceOwned]);
  return null;
}
