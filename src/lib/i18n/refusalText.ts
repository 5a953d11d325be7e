import { msg } from '@lingui/core/macro';
import type { Refusal } from '@/lib/refusal';
import type { I18n, Message } from './runtime';

/**
 * One call's words for its refusals, kept beside the call. The spec words each failure for an
 * English visitor (the server's text, else the call's own); the app's own sentences say the
 * same in any other language, by what happened (docs/i18n.md, "Server refusals").
 */
export interface RefusalWords {
  /** The spec's text for this call: what an English visitor reads when the server sends none. */
  fallback: Message;
  /** What failed, one sentence ("Your password could not be sent."), then what to do. */
  failed: Message;
  /**
   * What a refusal of this call means when the app knows it (a login: the email or password):
   * said alone, the server's words adding nothing. Without it the server's words follow `failed`.
   */
  refused?: Message;
  /** The spec gives this call one text whatever the server says: its words are never shown. */
  fixed?: boolean;
  /** Made without a session (login, sign-up): a 401 refuses what was sent, ends no session. */
  anonymous?: boolean;
  /** The app's own refusal of the call, before sending it (OwnRefusal, lib/refusal.ts). */
  own?: Message;
}

/** What the visitor reads: the app's sentence, then the server's words marked as its own. */
export interface RefusalLines {
  text: string;
  server: string | null;
}

const GENERIC = msg`There was a problem. Please try again later.`;
const OFFLINE = msg`Check your internet connection and try again.`;
const SESSION = msg`Your session has ended. Please log in again.`;
const BUSY = msg`There have been too many attempts. Please wait a few minutes and try again.`;
const SERVER = msg`The server had a problem. Please try again later.`;

/** What to do after each kind of failure the app can tell from the status alone. */
function adviceFor(status: number, anonymous: boolean): Message | null {
  if (status === 0) return OFFLINE;
  if (status === 401 && !anonymous) return SESSION;
  if (status === 429) return BUSY;
  if (status >= 500) return SERVER;
  return null;
}

/**
 * A refusal in the visitor's language. English reads what the spec asks for, exactly as before
 * this existed: the server's text, else the call's own (its text only, for a `fixed` call).
 * Another language reads the app's sentence for the call and what happened, and the server's
 * words on a line of their own, marked as the server's, only where they may name a reason the
 * app cannot know (an email already taken). `null` is a failure with nothing known about it.
 */
export function refusalText(
  i18n: I18n,
  words: RefusalWords,
  refusal: Refusal | null | undefined,
): RefusalLines {
  if (!refusal) return { text: i18n._(GENERIC), server: null };
  if (refusal.own) return { text: i18n._(words.own ?? GENERIC), server: null };
  const serverText = words.fixed ? null : refusal.serverText;
  // English (and the moment before any language is active) is the spec's, untouched.
  if (i18n.locale === 'en' || i18n.locale === '') {
    return { text: serverText ?? i18n._(words.fallback), server: null };
  }
  const advice = adviceFor(refusal.status, words.anonymous === true);
  const server = serverText ? i18n._(msg`Server message: ${serverText}`) : null;
  if (advice) return { text: `${i18n._(words.failed)} ${i18n._(advice)}`, server };
  if (words.refused) return { text: i18n._(words.refused), server: null };
  return serverText
    ? { text: i18n._(words.failed), server }
    : { text: i18n._(words.fallback), server: null };
}
