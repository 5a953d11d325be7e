/**
 * Where the visitor's own choice of language is kept (localStorage); nothing goes in the URL (a
 * shared link opens in the recipient's language, not the sender's). No DOM and no imports: the
 * build reads it too (build/firstScreen.ts's inline script sets <html lang> from it).
 */
export const LOCALE_KEY = 'bcq.locale';
