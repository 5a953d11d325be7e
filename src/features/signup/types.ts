/** The fields of both sign-up forms (the confirmation screen and /users/subscribe). */
export interface SignupValues {
  firstName: string;
  lastName: string;
  company?: string;
  about: string;
  email: string;
  password: string;
  confirmationPassword: string;
}

export interface RegisteredUser {
  apiToken: string;
  userId: number | null;
}
