import type { UserMessage } from './types';

/** "Lone Star Charter Coaches (Dallas, TX)": the company and the metro the message went to. */
export function recipientOf(message: Pick<UserMessage, 'toCompany' | 'metroCity' | 'metroState'>) {
  const metro = [message.metroCity, message.metroState].filter(Boolean).join(', ');
  return metro ? `${message.toCompany} (${metro})` : message.toCompany;
}
