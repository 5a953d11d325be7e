import * as Yup from 'yup';
import { emailRule, urlRule } from '@/lib/schemaRules';

/**
 * Spec section 5, Listing contact edit: "Email is not valid" and a website that is a valid URL
 * (the company form's text for the same rule). The spec gives no required field; the address is
 * required all the same because a listing without one is not a listing the API can return
 * (ListingEditData requires address1, city, state and zip): those texts are the registration
 * form's for the same fields.
 */
export const LISTING_TEXTS = {
  emailInvalid: 'Email is not valid',
  website: 'Website must be a valid url',
  address: 'Address is required.',
  city: 'City is required.',
  state: 'State is required.',
  zip: 'Zip code is required.',
  name: 'Company name is required.',
  emailName: 'Name is required.',
  emailRequired: 'Email is required',
} as const;

const required = (text: string) => Yup.string().trim().required(text);

export const listingNameSchema = Yup.object({ name: required(LISTING_TEXTS.name) });

export const listingContactSchema = Yup.object({
  email: emailRule({ required: false, invalid: LISTING_TEXTS.emailInvalid }),
  website: urlRule(LISTING_TEXTS.website),
  address: required(LISTING_TEXTS.address),
  city: required(LISTING_TEXTS.city),
  state: required(LISTING_TEXTS.state),
  zip: required(LISTING_TEXTS.zip),
});

/** Each additional e-mail needs a name and an address (the contract requires both). */
export const listingEmailsSchema = Yup.object({
  additionalEmails: Yup.array().of(
    Yup.object({
      name: required(LISTING_TEXTS.emailName),
      emailAddress: emailRule({
        required: LISTING_TEXTS.emailRequired,
        invalid: LISTING_TEXTS.emailInvalid,
      }),
    }),
  ),
});
