import type { MessageSubject } from '@/config/constants';

/** A message the user sent to a company (UserMessage of the contract, camelized). */
export interface UserMessage {
  messageId: number;
  toCompany: string;
  metroCity?: string;
  metroState?: string;
  subject: string;
  body: string;
  /** ISO date-time */
  dateCreated: string;
}

/** A company found by name (CompanyMatch). */
export interface CompanyMatch {
  id: number;
  name: string;
}

/** One metro listing of a company: where a message can be sent (ReviewWriteMetro). */
export interface CompanyLocation {
  companyMetroId: number;
  city: string;
  state: string;
}

/** A company with its metros (ReviewWriteCompany). */
export interface CompanyWithLocations {
  id: number;
  name: string;
  metros: CompanyLocation[];
}

/** The New Message form as Formik holds it (the select gives the location id as text). */
export interface NewMessageValues {
  companyMetroId: string;
  subject: MessageSubject | '';
  message: string;
}

/** POST /users/messages/send (UserMessageSendRequest), before decamelizing. */
export interface SendMessageRequest {
  message: string;
  companyMetroId: number;
  email: string;
  name: string;
  subject: MessageSubject;
}
