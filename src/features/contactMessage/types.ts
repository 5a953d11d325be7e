import type { MessageSubject } from '@/config/constants';

/** The Send Message form (spec 5), as typed. */
export interface ContactMessageValues {
  subject: MessageSubject | '';
  name: string;
  email: string;
  phone: string;
  additionalInfo: string;
}

/** What is sent: the form plus the listing it goes to. */
export interface ContactMessage extends ContactMessageValues {
  subject: MessageSubject;
  companyMetroId: number;
}
