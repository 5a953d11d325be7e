/** Step 1 of the operator registration (/subscribers/subscribe), as typed. */
export interface ProfileValues {
  companyName: string;
  companyPhone: string;
  companyWebsite: string;
  address: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  contactName: string;
  contactPhone: string;
  contactPhoneExtension: string;
  contactEmail: string;
  dotNumber: string;
  /** Selected ids of the three association groups combined. */
  associations: number[];
  agreeToTerms: boolean;
}

/** Step 2 (/subscribers/subscribeConfirm). */
export interface LoginStepValues {
  loginName: string;
  password: string;
  confirmPassword: string;
}

export type AccountStatus = 'cc_recurring' | 'invoiced';

/** Step 3 (/subscribers/subscribePayment); '' until chosen. */
export interface PaymentPlanValues {
  accountStatus: AccountStatus | '';
  ccRecurring: number | '';
  paymentOption: number;
}

export interface Association {
  id: number;
  name: string;
}

export interface AssociationGroups {
  national: Association[];
  stateAndRegional: Association[];
  certifications: Association[];
}
