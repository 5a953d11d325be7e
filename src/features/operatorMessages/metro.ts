import type { OperatorMessage } from './types';

/** "Dallas, TX"; whichever half is known alone; '' when neither is. */
export function metroOf(message: OperatorMessage): string {
  return [message.metroCity, message.metroState].filter(Boolean).join(', ');
}
