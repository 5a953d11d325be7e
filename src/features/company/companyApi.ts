import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { ApiError, GENERIC_ERROR, serverTextOf, textOrNull } from '@/lib/apiError';
import { d, type Decoder } from '@/lib/decode';
import type { CodeList, CompanyProfile, LoginValues, PaymentForms, ProfileValues } from './types';

export const COMPANY_LOAD_FAILED = 'Your company information could not be loaded.';
/** Spec section 8: the company update's one text. */
export const COMPANY_UPDATE_FAILED =
  'There was a problem updating your company. Please try again later.';
export const LOGIN_FAILED =
  'There was a problem updating your login information. Please try again later.';
/** Spec section 8: the highlight and service saves' text when the server gives none. */
export const CODES_FAILED = 'Network error. Please try again.';

const text = d.withDefault(d.string, '');
const flag = d.withDefault(d.boolean, false);
const ids = d.withDefault(d.arrayOf(d.integer), []);

const photo = d.object({ url: d.string, fileName: d.string });

const company: Decoder<CompanyProfile> = d.object({
  name: d.string,
  street: d.string,
  city: d.string,
  state: d.string,
  zip: d.string,
  description: d.string,
  hoursOfOperationMon: text,
  hoursOfOperationSat: text,
  hoursOfOperationSum: text,
  contactName: d.string,
  contactPhone: d.string,
  contactPhoneExtension: text,
  contactEmail: d.string,
  website: text,
  facebookLink: text,
  twitterLink: text,
  instagramLink: text,
  youtubeLink: text,
  urlSlug: text,
  // Unanswered (a new company) stays unanswered: the form then asks for it.
  isTourOperator: d.withDefault(d.nullable(d.boolean), null),
  hasReceptiveServices: d.withDefault(d.nullable(d.boolean), null),
  saveToAllListings: flag,
  dotNumber: text,
  loginEmail: text,
  userName: text,
  photoUrl: d.withDefault(d.nullable(d.string), null),
  photoFilename: d.withDefault(d.nullable(d.string), null),
  additionalPhotos: d.withDefault(d.arrayOf(photo), []),
  associations: d.withDefault(
    d.arrayOf(
      d.object({
        name: d.string,
        items: d.withDefault(d.arrayOf(d.object({ id: d.integer, name: d.string })), []),
      }),
    ),
    [],
  ),
  selectedAssociations: ids,
  businessHighlights: ids,
  charterBusServices: ids,
  allowsAmex: flag,
  allowsDiscover: flag,
  allowsMastercard: flag,
  allowsVisa: flag,
  allowsPaypal: flag,
  allowsCheck: flag,
});

/** GET /subscribers/{id}/companymanagement: the one reader of the company profile. */
export function getCompany(companyId: number): Promise<CompanyProfile> {
  return callApi(() => api.get(`/subscribers/${companyId}/companymanagement`), {
    fallback: COMPANY_LOAD_FAILED,
    decode: (body) => d.object({ company })(body).company,
  });
}

/** A save of envelope (a) whose answer is not read. */
function post(path: string, body: object, fallback: string, fixedText = false): Promise<void> {
  return callApi(() => api.post(`/subscribers/companymanagement/edit/${path}`, body), {
    fallback,
    decode: d.ignore,
    fixedText,
  });
}

const yes = (answer: ProfileValues['isTourOperator']) => answer === 'yes';

/** POST .../edit/profile. The spec words its failure one way: the server's text is not shown. */
export function postProfile(companyId: number, values: ProfileValues): Promise<void> {
  const t = (value: string) => value.trim();
  return post(
    'profile',
    {
      companyId,
      addressStreet: t(values.street),
      addressCity: t(values.city),
      addressState: values.state,
      addressZip: t(values.zip),
      contactName: t(values.contactName),
      contactPhone: t(values.contactPhone),
      // The contract spells this one in snake_case already (not contact_phone_extension).
      contact_extension: t(values.contactPhoneExtension),
      contactEmail: t(values.contactEmail),
      website: t(values.website),
      description: t(values.description),
      facebookLink: t(values.facebookLink),
      instagramLink: t(values.instagramLink),
      twitterLink: t(values.twitterLink),
      youtubeLink: t(values.youtubeLink),
      isTourOperator: yes(values.isTourOperator),
      hasReceptiveServices: yes(values.hasReceptiveServices),
      saveToAllListings: values.saveToAllListings,
      hoursOfOperationMon: t(values.hoursOfOperationMon),
      hoursOfOperationSat: t(values.hoursOfOperationSat),
      hoursOfOperationSum: t(values.hoursOfOperationSum),
    },
    COMPANY_UPDATE_FAILED,
    true,
  );
}

/** POST .../edit/associations: the shared failure text. */
export function postAssociations(companyId: number, selected: readonly number[]): Promise<void> {
  return post('associations', { companyId, selectedAssociations: selected }, GENERIC_ERROR, true);
}

/** POST .../edit/payments: the shared failure text. */
export function postPaymentForms(companyId: number, forms: PaymentForms): Promise<void> {
  return post('payments', { companyId, ...forms }, GENERIC_ERROR, true);
}

/** POST .../edit/authority: the shared failure text. */
export function postAuthority(companyId: number, dotNumber: string): Promise<void> {
  return post('authority', { companyId, dotNumber }, GENERIC_ERROR, true);
}

/** POST .../edit/login: the new password only when one was typed; the server's text when it is text. */
export function postLogin(companyId: number, email: string, values: LoginValues): Promise<void> {
  return post(
    'login',
    {
      companyId,
      email,
      currentPassword: values.currentPassword,
      ...(values.newPassword ? { newPassword: values.newPassword } : {}),
    },
    LOGIN_FAILED,
  );
}

/** POST .../edit/replacephoto (a file name exists) or .../addphoto: the reply's text, else the shared one. */
export function postPhoto(
  companyId: number,
  upload: { photo: string; replace: string | null; additional: boolean },
): Promise<void> {
  if (upload.replace) {
    return post(
      'replacephoto',
      { companyId, extension: 'jpeg', fileName: upload.replace, photo: upload.photo },
      GENERIC_ERROR,
    );
  }
  return post(
    'addphoto',
    { companyId, extension: 'jpeg', photo: upload.photo, isAdditional: upload.additional },
    GENERIC_ERROR,
  );
}

/** POST .../edit/removephoto. */
export function postRemovePhoto(
  companyId: number,
  fileName: string,
  additional: boolean,
): Promise<void> {
  return post('removephoto', { companyId, fileName, isAdditional: additional }, GENERIC_ERROR);
}

const CODE_PATHS: Record<CodeList, string> = {
  businessHighlights: 'business-highlights',
  charterBusServices: 'charter-bus-services',
};

/**
 * POST .../edit/business-highlights or .../charter-bus-services (envelope b): success needs code 0
 * and a message (spec section 7); the answer is that message.
 */
export function postCodes(
  companyId: number,
  list: CodeList,
  codes: readonly number[],
): Promise<string> {
  return callApi(
    () =>
      api.post(`/subscribers/companymanagement/edit/${CODE_PATHS[list]}`, {
        companyId,
        [list]: codes,
      }),
    {
      fallback: CODES_FAILED,
      envelope: 'none',
      decode: (body) => {
        const { status } = d.object({
          status: d.object({ code: d.integer, msg: d.optional(d.string) }),
        })(body);
        const message = textOrNull(status.msg);
        if (status.code !== 0 || !message)
          throw new ApiError(200, serverTextOf(body), CODES_FAILED);
        return message;
      },
    },
  );
}
