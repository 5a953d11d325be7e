// A .po catalog compiles into this module when imported (build/lingui.ts, textKeyedCatalogs).
declare module '*.po' {
  import type { Messages } from '@/lib/i18n/runtime';
  export const messages: Messages;
}

// moment's locale files define a locale on import and export nothing we use.
declare module 'moment/dist/locale/es';

// Every area's catalog loader, per translated language (build/lingui.ts, catalogLoaders).
declare module 'virtual:message-catalogs' {
  import type { Messages } from '@/lib/i18n/runtime';
  export const catalogs: Record<string, Record<string, () => Promise<{ messages: Messages }>>>;
}
