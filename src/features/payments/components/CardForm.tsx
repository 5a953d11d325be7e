import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/feedback/Alert';
import { FormSummary } from '@/components/form/FormSummary';
import { KeepDraft } from '@/components/form/KeepDraft';
import { CHECKS_UNAVAILABLE, lazySchema } from '@/components/form/lazySchema';
import { SubmitButton } from '@/components/form/SubmitButton';
import { clearDraft, withDraft } from '@/lib/drafts';
import { CARD_DRAFT_FIELDS, clearedCard } from '../cardValues';
import { CARD_FORM_YEARS, CARD_TEXTS, type CardFormVariant } from '../constants';
import type { CardSubmitResult, CardValues } from '../types';
import { BillingFields } from './BillingFields';
import { CardFields } from './CardFields';
import { CheckAlert, type FormCheck } from './CheckAlert';
import { TermsCheck } from './TermsCheck';

interface CardFormProps {
  /**
   * The screen, which sets the checks (section 5): 'payments' checks on Save and says what is
   * wrong in its sentences; 'wizard' shows a message under each field as it is filled in;
   * 'arrears' asks for the company name too and says "please check input item". The payments
   * page and the wizard list 2025-2040 and set up the recurring charge; the arrears page lists
   * 2021-2032 and has no plan or terms.
   */
  variant: CardFormVariant;
  initialValues: CardValues;
  /**
   * The draft's name (lib/drafts): the billing data typed and not sent survives a reload; the
   * card never does (CARD_DRAFT_FIELDS), and the form then says so over the card's fields.
   */
  draft: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the card (its only way out of the form) and says how it went. */
  onSubmit: (values: CardValues) => Promise<CardSubmitResult>;
  /**
   * A second way to send the form, before the main button (the wizard's Just Save Payment
   * Information beside Pay). Either button sends; while one runs, neither can be pressed.
   */
  otherAction?: CardFormAction;
  /** Above the button: a total, a tip. */
  children?: ReactNode;
}

export interface CardFormAction {
  label: string;
  busyLabel: string;
  onSubmit: (values: CardValues) => Promise<CardSubmitResult>;
}

type Pressed = 'main' | 'other';

/*
 * The form's checks (Yup, the Luhn test, each screen's sentences) load with its first use (a
 * focus), or at the latest with Save, which waits for them: the screen's first load has none.
 */
const loadChecks = () => import('../schemas');
const preloadChecks = () => void loadChecks().catch(() => undefined);
const wizardChecks = lazySchema<CardValues>(async () => (await loadChecks()).wizardCardSchema);

type Helpers = FormikHelpers<CardValues>;

/** The checks on Save of the payments and arrears pages; true when the card may be sent. */
async function passesChecks(
  variant: CardFormVariant,
  values: CardValues,
  helpers: Helpers,
  setCheck: (check: FormCheck | null) => void,
  focus: (name: keyof CardValues) => void,
): Promise<boolean> {
  if (variant === 'wizard') return true; // The wizard's schema ran before Formik called submit.
  const { arrearsProblems, paymentsProblems } = await loadChecks();
  if (variant === 'payments') {
    const problems = paymentsProblems(values);
    setCheck(problems?.missing.length ? { kind: 'incomplete', missing: problems.missing } : null);
    if (!problems) return true;
    helpers.setErrors({
      ...(problems.numberInvalid ? { cardNumber: CARD_TEXTS.invalidNumber } : {}),
      ...(problems.termsMissing ? { terms: CARD_TEXTS.terms } : {}),
    });
    // A red field says its message when focused; the list is an alert, read out as it appears.
    if (problems.numberInvalid) focus('cardNumber');
    else if (!problems.missing.length) focus('terms');
    return false;
  }
  const missing = arrearsProblems(values);
  setCheck(missing.length > 0 ? { kind: 'checkInput', missing } : null);
  return missing.length === 0;
}

/**
 * The one card form: the payments page, the arrears page and the setup wizard's payment step.
 * The card lives here only: it goes to the screen's submit and nowhere else, and once accepted
 * the form keeps no more of it than the last four digits (the payments page's card on file).
 * One submit at a time, however the form is submitted (button, Enter).
 */
export function CardForm({
  variant,
  initialValues,
  draft,
  label,
  submitLabel,
  busyLabel,
  onSubmit,
  otherAction,
  children,
}: CardFormProps) {
  const [check, setCheck] = useState<FormCheck | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Read as the form opens: with a draft laid over it, the card's fields are the ones left
  // empty (never kept), so the form says why.
  const [restored] = useState(
    () => withDraft(draft, initialValues, CARD_DRAFT_FIELDS) !== initialValues,
  );
  const sending = useRef(false);
  // Which button sent the form: a ref for the submit (read before any re-render), state for
  // the busy label. Enter in a field presses the form's first button, which sets it too.
  const pressedRef = useRef<Pressed>('main');
  const [pressed, setPressed] = useState<Pressed>('main');
  const press = (which: Pressed) => {
    pressedRef.current = which;
    setPressed(which);
  };
  const form = useRef<HTMLFormElement>(null);
  const liveChecks = variant === 'wizard';
  // After the frame that shows the field's message, so focusing it reads the message out.
  const focus = (name: keyof CardValues) =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus(),
    );

  const submit = async (values: CardValues, helpers: Helpers) => {
    if (sending.current) return;
    // From here: the checks may wait for their code, and Enter must not send a second time.
    sending.current = true;
    setFailure(null);
    try {
      let passes: boolean;
      try {
        passes = await passesChecks(variant, values, helpers, setCheck, focus);
      } catch {
        setFailure(CHECKS_UNAVAILABLE);
        return;
      }
      if (!passes) return;
      const send = pressedRef.current === 'other' && otherAction ? otherAction.onSubmit : onSubmit;
      const result = await send(values);
      if (result.kind === 'done') {
        // The screen may move on before the reset is drawn: the draft goes now.
        clearDraft(draft);
        helpers.resetForm({ values: clearedCard(values, variant === 'payments') });
        return;
      }
      setFailure(result.message);
      if (result.kind === 'invalidNumber') {
        helpers.setFieldError('cardNumber', result.message);
        focus('cardNumber');
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <Formik<CardValues>
      initialValues={initialValues}
      validate={liveChecks ? wizardChecks.validate : undefined}
      validateOnChange={liveChecks}
      validateOnBlur={liveChecks}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <FormikForm ref={form} onFocus={preloadChecks} noValidate aria-label={label}>
          <KeepDraft<CardValues> name={draft} fields={CARD_DRAFT_FIELDS} />
          {liveChecks && <FormSummary />}
          <CardFields
            years={CARD_FORM_YEARS[variant]}
            notice={restored ? CARD_TEXTS.cardNotKept : null}
          />
          <BillingFields
            withCompany={variant === 'arrears'}
            withRecurring={variant !== 'arrears'}
          />
          {variant !== 'arrears' && <TermsCheck />}
          {children}
          {check && <CheckAlert check={check} />}
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-2">
            {otherAction && (
              <SubmitButton
                variant="outline-primary"
                busy={isSubmitting && pressed === 'other'}
                disabled={isSubmitting}
                busyLabel={otherAction.busyLabel}
                onClick={() => press('other')}
              >
                {otherAction.label}
              </SubmitButton>
            )}
            <SubmitButton
              busy={isSubmitting && pressed === 'main'}
              disabled={isSubmitting}
              busyLabel={busyLabel}
              onClick={() => press('main')}
            >
              {submitLabel}
            </SubmitButton>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
