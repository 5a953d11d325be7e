/** The company profile as /subscribers/company edits it (GET /subscribers/{id}/companymanagement). */

export interface CompanyPhoto {
  url: string;
  fileName: string;
}

export interface AssociationChoice {
  id: number;
  name: string;
}

/** One group of association choices: National, State and Regional, Certifications. */
export interface AssociationGroup {
  name: string;
  items: AssociationChoice[];
}

/** The six accepted forms of payment (allows_*). */
export interface PaymentForms {
  allowsAmex: boolean;
  allowsDiscover: boolean;
  allowsMastercard: boolean;
  allowsVisa: boolean;
  allowsPaypal: boolean;
  allowsCheck: boolean;
}

export interface CompanyProfile extends PaymentForms {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  description: string;
  hoursOfOperationMon: string;
  hoursOfOperationSat: string;
  /** Sunday hours; the contract's spelling. */
  hoursOfOperationSum: string;
  contactName: string;
  contactPhone: string;
  contactPhoneExtension: string;
  contactEmail: string;
  website: string;
  facebookLink: string;
  twitterLink: string;
  instagramLink: string;
  youtubeLink: string;
  urlSlug: string;
  /** null: not answered yet. */
  isTourOperator: boolean | null;
  hasReceptiveServices: boolean | null;
  saveToAllListings: boolean;
  dotNumber: string;
  loginEmail: string;
  userName: string;
  photoUrl: string | null;
  photoFilename: string | null;
  additionalPhotos: CompanyPhoto[];
  associations: AssociationGroup[];
  selectedAssociations: number[];
  businessHighlights: number[];
  charterBusServices: number[];
}

/** A yes/no question of the form: '' until answered (the spec requires an answer). */
export type YesNo = '' | 'yes' | 'no';

/** The Profile Management form. */
export interface ProfileValues {
  street: string;
  city: string;
  state: string;
  zip: string;
  contactName: string;
  contactPhone: string;
  contactPhoneExtension: string;
  contactEmail: string;
  website: string;
  description: string;
  facebookLink: string;
  instagramLink: string;
  twitterLink: string;
  youtubeLink: string;
  isTourOperator: YesNo;
  hasReceptiveServices: YesNo;
  saveToAllListings: boolean;
  hoursOfOperationMon: string;
  hoursOfOperationSat: string;
  hoursOfOperationSum: string;
}

/** The Login Information form. */
export interface LoginValues {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** A photo to upload: base64 JPEG without the data-URL prefix. */
export interface PhotoToSave {
  photo: string;
}

/** The two checkbox lists saved with envelope (b). */
export type CodeList = 'businessHighlights' | 'charterBusServices';
