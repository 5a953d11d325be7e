import type { ValidationError } from 'yup';
import { cardValuesFrom } from '@/features/payments/cardValues';
import { PAYMENT_YEARS } from '@/features/payments/constants';
import { arrearsProblems, paymentsProblems, wizardCardSchema } from '@/features/payments/schemas';
import type { CardValues } from '@/features/payments/types';

const FILLED: CardValues = {
  ...cardValuesFrom({ years: PAYMENT_YEARS }),
  cardNumber: '4242 4242 4242 4242',
  cardCvv: '123',
  firstName: 'Maria',
  lastName: 'Delgado',
  companyName: 'Lone Star Charter Coaches',
  billingAddress: '1200 Commerce St',
  billingCity: 'Dallas',
  billingState: 'TX',
  billingZip: '75202',
  email: 'billing@lonestar.example',
  terms: true,
};

describe('the payments page checks on Save', () => {
  it('passes a filled form, and the last four of the card on file', () => {
    expect(paymentsProblems(FILLED)).toBeNull();
    expect(paymentsProblems({ ...FILLED, cardNumber: '4242' })).toBeNull();
  });

  it('finds an invalid number, and only that', () => {
    expect(paymentsProblems({ ...FILLED, cardNumber: '4242 4242 4242 4241' })).toEqual({
      numberInvalid: true,
      missing: [],
      termsMissing: false,
    });
    expect(paymentsProblems({ ...FILLED, cardNumber: '' })?.numberInvalid).toBe(true);
  });

  it('lists every empty field by name, in the order of the form', () => {
    const blank = {
      ...FILLED,
      cardCvv: '',
      firstName: ' ',
      lastName: '',
      billingAddress: '',
      billingCity: '',
      billingCountry: '',
      billingState: '',
      billingZip: '',
      email: '',
    };
    expect(paymentsProblems(blank)?.missing).toEqual([
      'Security Code(CVV)',
      'First Name',
      'Last Name',
      'Billing Address',
      'Billing City',
      'Billing Country',
      'Billing State',
      'Billing Zip',
      'Email Address',
    ]);
  });

  it('counts an e-mail that is no address as not filled in', () => {
    expect(paymentsProblems({ ...FILLED, email: 'billing@lonestar' })?.missing).toEqual([
      'Email Address',
    ]);
  });

  it('asks for the terms', () => {
    expect(paymentsProblems({ ...FILLED, terms: false })).toEqual({
      numberInvalid: false,
      missing: [],
      termsMissing: true,
    });
  });
});

describe('the arrears page checks', () => {
  it('passes a filled form with a company name', () => {
    expect(arrearsProblems(FILLED)).toEqual([]);
  });

  it('names the company, the number and everything empty', () => {
    expect(
      arrearsProblems({ ...FILLED, cardNumber: '4242', companyName: '', billingZip: '' }),
    ).toEqual(['Card Number', 'Company Name', 'Billing Zip']);
    expect(arrearsProblems({ ...FILLED, cardNumber: '4242 4242 4242 4241' })).toEqual([
      'Card Number',
    ]);
  });
});

describe("the wizard's messages", () => {
  async function messagesOf(values: CardValues): Promise<string[]> {
    try {
      await wizardCardSchema.validate(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as ValidationError).errors;
    }
  }

  it('says each required field in its own words', async () => {
    const empty: CardValues = {
      ...FILLED,
      cardNumber: '',
      cardCvv: '',
      cardMonth: '',
      cardYear: '',
      firstName: '',
      lastName: '',
      billingAddress: '',
      billingCity: '',
      billingCountry: '',
      billingState: '',
      billingZip: '',
      email: '',
      terms: false,
    };
    expect(await messagesOf(empty)).toEqual([
      'Card Number is required.',
      'Security Code(CVV) is required.',
      'Month is required.',
      'Year is required.',
      'First Name is required.',
      'Last Name is required.',
      'Billing Address is required.',
      'Billing City is required.',
      'Billing Country is required.',
      'Billing State is required.',
      'Billing Zip is required.',
      'Email Address is required.',
      'Terms and conditions is required.',
    ]);
  });

  it('takes 13 to 19 digits and a CVV of digits', async () => {
    expect(await messagesOf(FILLED)).toEqual([]);
    expect(await messagesOf({ ...FILLED, cardNumber: '4242' })).toEqual([
      expect.stringMatching(/^The credit card number you entered is invalid/),
    ]);
    expect(await messagesOf({ ...FILLED, cardCvv: '12a' })).toEqual([
      'Security Code(CVV) is required.',
    ]);
  });
});
