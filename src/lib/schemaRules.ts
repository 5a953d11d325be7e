import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as Yup from 'yup';
import { MESSAGE_SUBJECTS, PASSWORD_MIN_LENGTH } from '@/config/constants';
import { isEmail } from './email';
import { externalUrl } from './externalUrl';

/**
 * A rule's message: a descriptor (`msg`), which Field and FormSummary read in the visitor's
 * language when they show it (docs/i18n.md), or a plain text (the operator's forms, English only).
 */
export type RuleText = string | MessageDescriptor;

/** The spec's texts (section 5), the defaults of the rules below. */
export const RULE_TEXTS = {
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Must use valid email`,
  passwordTooShort: msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  confirmationRequired: msg`Confirmationpassword is required`,
  passwordsDiffer: msg`Passwords must match`,
  subjectRequired: msg`Subject is required`,
} as const;

interface EmailTexts {
  /** The text when empty; `false` makes the field optional (then only a typed value is checked). */
  required?: RuleText | false;
  invalid?: RuleText;
}

/** The one e-mail rule of every form (see lib/email); operator forms pass their own texts. */
export function emailRule({
  required = RULE_TEXTS.emailRequired,
  invalid = RULE_TEXTS.emailInvalid,
}: EmailTexts = {}) {
  const text = Yup.string().trim();
  return (required === false ? text : text.required(required)).test(
    'email',
    invalid,
    (value) => !value || isEmail(value),
  );
}

/** A new password: at least the spec's minimum length, the same text when empty. */
export function passwordRule(tooShort: RuleText = RULE_TEXTS.passwordTooShort) {
  return Yup.string().required(tooShort).min(PASSWORD_MIN_LENGTH, tooShort);
}

/** The confirmation of the password in the sibling field `passwordField`. */
export function confirmationRule(
  passwordField: string,
  {
    required = RULE_TEXTS.confirmationRequired,
    differs = RULE_TEXTS.passwordsDiffer,
  }: { required?: RuleText; differs?: RuleText } = {},
) {
  // A test rather than oneOf(ref): an empty confirmation says it is required, not "must match".
  return Yup.string()
    .required(required)
    .test('matches', differs, function (value) {
      return !value || value === (this.parent as Record<string, unknown>)[passwordField];
    });
}

/** A message subject: one of the spec's three. */
export function subjectRule() {
  return Yup.string()
    .required(RULE_TEXTS.subjectRequired)
    .oneOf([...MESSAGE_SUBJECTS], RULE_TEXTS.subjectRequired);
}

/**
 * An optional web address (company websites): empty passes; anything typed must read as a link
 * (https://... or a bare www.example.com, see lib/externalUrl).
 */
export function urlRule(invalid: RuleText) {
  return Yup.string()
    .trim()
    .test('url', invalid, (value) => !value || externalUrl(value) !== null);
}
