import { msg } from '@lingui/core/macro';
import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema, ValidationError } from 'yup';

/** The form's message when its checks do not load, read in the visitor's language (FormSummary). */
const CHECKS_UNAVAILABLE_MESSAGE = msg`This form could not be checked. Check your connection and try again.`;
/** The same text as plain English, for the operator's card form (English only this round). */
export const CHECKS_UNAVAILABLE =
  'This form could not be checked. Check your connection and try again.';

/** Where a form keeps the message of checks that did not load (FormSummary lists it). */
export const FORM_KEY = '_form';

function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError';
}

export interface LazySchema<Values extends FormikValues> {
  /** Formik's `validate`: what `validationSchema` would do, once the schema is here. */
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /** For the form's onFocus: the schema downloads while the first field is being filled. */
  preload: () => void;
}

/**
 * A form's Yup schema, loaded when the form is first used rather than with the screen: the
 * first focus inside the form starts the download (Yup, the shared rules, moment for typed
 * dates), and Formik's checks (a change, a blur, Submit) wait for it, the submit button busy
 * meanwhile, so a click is never lost. Errors are Formik's own, as with `validationSchema`.
 * Checks that cannot be downloaded block the submit with a message and are asked for again
 * at the next check. Name the form's values type: `lazySchema<ProfileValues>(...)`.
 */
export function lazySchema<Values extends FormikValues>(
  load: () => Promise<AnyObjectSchema>,
): LazySchema<Values> {
  let loading: Promise<AnyObjectSchema> | null = null;
  const schema = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    async validate(values) {
      let loaded: AnyObjectSchema;
      try {
        loaded = await schema();
      } catch {
        return { [FORM_KEY]: CHECKS_UNAVAILABLE_MESSAGE } as unknown as FormikErrors<Values>;
      }
      try {
        await validateYupSchema(values, loaded);
        return {};
      } catch (error) {
        if (isValidationError(error)) return yupToFormErrors<Values>(error);
        throw error;
      }
    },
    preload: () => void schema().catch(() => undefined),
  };
}
