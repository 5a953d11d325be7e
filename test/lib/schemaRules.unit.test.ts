import * as Yup from 'yup';
import { contactMessageSchema } from '@/features/contactMessage/schemas';
import { forgotPasswordSchema } from '@/features/auth/schemas';
import { signupSchema } from '@/features/signup/schemas';
import { tripRequestSchema } from '@/features/tripRequest/schemas';
import { isEmail } from '@/lib/email';
import { textIn } from '@/lib/i18n/messageText';
import { i18n } from '@/lib/i18n/runtime';
import { confirmationRule, emailRule, passwordRule, RULE_TEXTS } from '@/lib/schemaRules';

/** The rule's message as the English visitor reads it (rules give message descriptors). */
async function errorOf(schema: Yup.AnySchema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return textIn(i18n, (error as Yup.ValidationError).errors[0]);
  }
}

describe('isEmail', () => {
  it.each(['riley@example.org', ' riley.moreno+band@mail.example.co.uk ', 'a@b.io'])(
    'accepts %s',
    (value) => expect(isEmail(value)).toBe(true),
  );
  it.each(['name@host', 'riley@', '@example.org', 'riley example@x.org', 'riley@exa mple.org', ''])(
    'refuses "%s"',
    (value) => expect(isEmail(value)).toBe(false),
  );
});

describe('emailRule', () => {
  it('says the spec texts: required, then valid', async () => {
    expect(await errorOf(emailRule(), '')).toBe('Email is required');
    expect(await errorOf(emailRule(), 'name@host')).toBe('Must use valid email');
    expect(await errorOf(emailRule(), '  riley@example.org ')).toBeNull();
  });
  it('takes other texts, and can be optional', async () => {
    const operator = emailRule({ required: false, invalid: 'Email is not valid' });
    expect(await errorOf(operator, '')).toBeNull();
    expect(await errorOf(operator, 'riley@')).toBe('Email is not valid');
  });
});

describe('one e-mail rule in every form', () => {
  const forms: [string, Yup.AnyObjectSchema, string][] = [
    ['sign-up', signupSchema, 'email'],
    ['send message', contactMessageSchema, 'email'],
    ['forgot password', forgotPasswordSchema, 'email'],
    ['trip request', tripRequestSchema, 'basicEmail'],
  ];
  it.each(forms)('%s refuses name@host and accepts name@host.org', async (_, schema, field) => {
    expect(await errorOf(schema.pick([field]), { [field]: 'name@host' })).toBe(
      'Must use valid email',
    );
    expect(await errorOf(schema.pick([field]), { [field]: 'name@host.org' })).toBeNull();
  });
});

describe('passwordRule and confirmationRule', () => {
  const schema = Yup.object({
    password: passwordRule(),
    confirmation: confirmationRule('password'),
  });
  it('asks for 8 characters and a matching confirmation, in the spec words', async () => {
    expect(await errorOf(schema, { password: 'short', confirmation: 'short' })).toBe(
      textIn(i18n, RULE_TEXTS.passwordTooShort),
    );
    expect(textIn(i18n, RULE_TEXTS.passwordTooShort)).toBe(
      'Password must be at least 8 characters long',
    );
    expect(await errorOf(schema, { password: 'campfire88', confirmation: '' })).toBe(
      'Confirmationpassword is required',
    );
    expect(await errorOf(schema, { password: 'campfire88', confirmation: 'campfire89' })).toBe(
      'Passwords must match',
    );
    expect(
      await errorOf(schema, { password: 'campfire88', confirmation: 'campfire88' }),
    ).toBeNull();
  });
});
