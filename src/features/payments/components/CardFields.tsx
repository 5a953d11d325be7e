import { useField } from 'formik';
import { Alert } from '@/components/feedback/Alert';
import { Field } from '@/components/form/Field';
import { Options } from '@/components/form/Options';
import { cardBrandOf, CARD_LENGTH, digitsOf, groupInFours } from '../cardNumber';
import { CARD_FIELD_NAMES, CARD_MONTHS, CVV_MAX_LENGTH } from '../constants';

/** 19 digits and the spaces between their groups of four. */
const NUMBER_MAX_LENGTH = CARD_LENGTH.max + Math.floor((CARD_LENGTH.max - 1) / 4);

const cvvDigits = (typed: string) => digitsOf(typed).slice(0, CVV_MAX_LENGTH);

/** The brand named as the number is typed (spoken politely, as it changes). */
function BrandHint() {
  const [{ value }] = useField<string>('cardNumber');
  const brand = cardBrandOf(value ?? '');
  return (
    <span aria-live="polite">
      {brand ? `Card type: ${brand}` : 'Visa, Mastercard, American Express or Discover'}
    </span>
  );
}

/**
 * The card itself: the number (digits in groups of four as typed, the browser's card autofill,
 * a numeric keypad on phones, the brand named), the expiry month and year, and the CVV.
 */
export function CardFields({
  years,
  notice,
}: {
  years: readonly string[];
  /** Over the fields: why they are empty when the rest of the form is not (a reload). */
  notice: string | null;
}) {
  return (
    <fieldset className="mb-2">
      <legend className="h6">Credit Card</legend>
      {notice && (
        <Alert variant="info" role="status">
          {notice}
        </Alert>
      )}
      <Field
        name="cardNumber"
        label={CARD_FIELD_NAMES.cardNumber}
        required
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={NUMBER_MAX_LENGTH}
        format={groupInFours}
        help={<BrandHint />}
      />
      <div className="row">
        <Field
          name="cardMonth"
          label="Expiry Month"
          as="select"
          autoComplete="cc-exp-month"
          required
          className="col-6 col-md-3 mb-3"
        >
          <Options choices={CARD_MONTHS} />
        </Field>
        <Field
          name="cardYear"
          label="Expiry Year"
          as="select"
          autoComplete="cc-exp-year"
          required
          className="col-6 col-md-3 mb-3"
        >
          <Options choices={years} />
        </Field>
        <Field
          name="cardCvv"
          label={CARD_FIELD_NAMES.cardCvv}
          required
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={CVV_MAX_LENGTH}
          format={cvvDigits}
          className="col-md-6 mb-3"
        />
      </div>
    </fieldset>
  );
}
