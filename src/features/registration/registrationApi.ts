import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { ApiError, textOrNull } from '@/lib/apiError';
import { d } from '@/lib/decode';
import type { AssociationGroups, LoginStepValues, PaymentPlanValues, ProfileValues } from './types';

/** Spec section 8: the registration failure when the server gives no text. */
export const REGISTER_FAILED = 'There was a problem creating your account. Please try again later.';
export const ASSOCIATIONS_FAILED =
  'There was a problem loading the association memberships. Please try again later.';
export const STATES_FAILED = 'There was a problem loading the states. Please try again later.';
/** The duplicate check failed without saying why (the server's result.msg is shown when sent). */
export const CHECK_FAILED =
  'There was a problem checking your registration. Please try again later.';

const association = d.object({ id: d.integer, name: d.string });
const associationGroups = d.object({
  national: d.arrayOf(association),
  stateAndRegional: d.arrayOf(association),
  certifications: d.arrayOf(association),
});

/** GET subscribers/registration/associations (no envelope): the three groups. */
export function getRegistrationAssociations(): Promise<AssociationGroups> {
  return callApi(() => api.get('/subscribers/registration/associations'), {
    fallback: ASSOCIATIONS_FAILED,
    envelope: 'none',
    decode: associationGroups,
  });
}

/** GET subscribers/registration/metro_states (envelope a): two-letter state codes. */
export function getRegistrationStates(): Promise<string[]> {
  return callApi(() => api.get('/subscribers/registration/metro_states'), {
    fallback: STATES_FAILED,
    decode: (body) => d.object({ metroStates: d.arrayOf(d.string) })(body).metroStates,
  });
}

const checkResult = d.object({
  result: d.object({ status: d.integer, msg: d.withDefault(d.string, '') }),
});

/**
 * POST /check/register/info: the duplicate check of Next. Its own shape {result: {status, msg}};
 * status 0 passes, anything else fails with result.msg.
 */
export async function postCheckRegisterInfo(values: ProfileValues): Promise<void> {
  const { result } = await callApi(
    () =>
      api.post('/check/register/info', {
        dotNumber: values.dotNumber.trim(),
        contactEmail: values.contactEmail.trim(),
        city: values.city.trim(),
        address: values.address.trim(),
        state: values.state,
      }),
    { fallback: CHECK_FAILED, envelope: 'none', decode: checkResult },
  );
  if (result.status !== 0) throw new ApiError(200, textOrNull(result.msg), CHECK_FAILED);
}

/** POST /subscribers/registration/confirm: the login step (assumed path, contract). */
export function postRegistrationLogin(
  profile: ProfileValues,
  login: LoginStepValues,
): Promise<void> {
  return callApi(
    () =>
      api.post('/subscribers/registration/confirm', {
        loginName: login.loginName.trim(),
        password: login.password,
        confirmPassword: login.confirmPassword,
        dotNumber: profile.dotNumber.trim(),
        contactEmail: profile.contactEmail.trim(),
      }),
    { fallback: REGISTER_FAILED, decode: d.ignore },
  );
}

/** POST /subscribers/registration/register: the whole registration; answers the company id. */
export function postRegister(profile: ProfileValues, login: LoginStepValues): Promise<number> {
  const email = profile.contactEmail.trim();
  return callApi(
    () =>
      api.post('/subscribers/registration/register', {
        companyName: profile.companyName.trim(),
        companyPhone: profile.companyPhone.trim(),
        companyWebsite: profile.companyWebsite.trim(),
        address: profile.address.trim(),
        // The contract's own key (the client would decamelize addressLine2 to address_line2).
        address_line_2: profile.addressLine2.trim(),
        city: profile.city.trim(),
        state: profile.state,
        zipCode: profile.zipCode.trim(),
        contactName: profile.contactName.trim(),
        contactPhone: profile.contactPhone.trim(),
        contactPhoneExtension: profile.contactPhoneExtension.trim(),
        contactEmail: email,
        dotNumber: profile.dotNumber.trim(),
        associations: profile.associations,
        loginEmail: email,
        loginName: login.loginName.trim(),
        loginPassword: login.password,
        loginPasswordConfirm: login.confirmPassword,
        password: login.password,
        agreeToTerms: profile.agreeToTerms,
        terms: profile.agreeToTerms,
      }),
    {
      fallback: REGISTER_FAILED,
      decode: (body) =>
        d.object({ subscriber: d.object({ companyId: d.integer }) })(body).subscriber.companyId,
    },
  );
}

/** POST /subscribers/registration/payment_plan: the plan of the new company (assumed path). */
export function postPaymentPlan(companyId: number, plan: PaymentPlanValues): Promise<void> {
  return callApi(
    () =>
      api.post('/subscribers/registration/payment_plan', {
        companyId,
        accountStatus: plan.accountStatus,
        ccRecurring: plan.ccRecurring,
        paymentOption: plan.paymentOption,
      }),
    { fallback: REGISTER_FAILED, decode: d.ignore },
  );
}
