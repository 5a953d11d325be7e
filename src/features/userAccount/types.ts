/** The traveller's profile (UserProfile of the contract, camelized). */
export interface UserProfile {
  id: number;
  about?: string | null;
  company?: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** Set when the user has a photo: the next upload replaces it rather than adding one. */
  photoFilename?: string | null;
  photoUrl?: string | null;
  /** Not in the contract's profile; used to prefill /review when a server sends one. */
  phone?: string;
}

export interface ProfileValues {
  firstName: string;
  lastName: string;
  company: string;
  about: string;
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmationPassword: string;
}

/** A cropped photo ready to send: base64 JPEG without the data-URL prefix. */
export interface PhotoToSave {
  photo: string;
  /** Name of the file the user chose; sent when adding a first photo. */
  fileName: string;
}
