/** A message a traveller sent to the company (contract Message), as the app sees it. */
export interface OperatorMessage {
  messageId: number;
  subject: string;
  body: string;
  /** Unread: listed as New until opened for reply. */
  isNew: boolean;
  senderEmail: string;
  senderName: string;
  metroCity?: string;
  metroState?: string;
  /** ISO date-time. */
  createDate: string;
}

/** The reply form (contract MessageReplyRequest). */
export interface MessageReplyValues {
  subject: string;
  body: string;
}
