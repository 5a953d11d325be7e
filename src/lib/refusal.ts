import { ApiError } from './apiError';

/**
 * A refused call as the store keeps it: what happened, never a sentence. The sentence is made
 * where it is shown (`refusalText`, lib/i18n/refusalText.ts) in the language of that moment, so
 * a refusal already on screen changes language with the page. Plain data: it travels in a
 * rejected thunk's meta (app/withTypes.ts) and sits in the call's RequestState.
 */
export interface Refusal {
  /**
   * The answer's HTTP status: 0 when none came (offline, a timeout); 200 for the contract's
   * refusal inside a good answer (`success: false`, a non-zero code) or an answer that could not
   * be read.
   */
  status: number;
  /** The server's own text, as sent; null when it sent none or the call never shows it. */
  serverText: string | null;
  /** The app refused the call itself, before sending it (an empty quote cart): the call's `own` words. */
  own?: true;
}

/**
 * A refusal made by the app itself, before any call. An ApiError, so every screen that already
 * shows a call's failure shows this one too; its words are the call's (RefusalWords' `own`).
 */
export class OwnRefusal extends ApiError {
  constructor(text: string) {
    super(0, null, text);
    this.name = 'OwnRefusal';
  }
}

/**
 * What the store keeps of a failure: an ApiError's status and server text. Anything else thrown
 * is a bug or a browser fault with nothing for a traveller to read: null (the generic sentence).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof OwnRefusal) return { status: 0, serverText: null, own: true };
  if (!(error instanceof ApiError)) return null;
  return { status: error.status, serverText: error.serverMessage };
}
