import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The operator's and admin's side: their own catalog, so a traveller never downloads their text.
 * Everything else in src/ is the traveller's (a visitor's, a traveller's account, the shell).
 */
export const operatorPaths = [
  '<rootDir>/src/app/routes/operator',
  '<rootDir>/src/app/routes/admin',
  '<rootDir>/src/features/adminReports',
  '<rootDir>/src/features/bidding',
  '<rootDir>/src/features/company',
  '<rootDir>/src/features/fleet',
  '<rootDir>/src/features/listingEdit',
  '<rootDir>/src/features/listings',
  '<rootDir>/src/features/operatorMessages',
  '<rootDir>/src/features/operatorReviews',
  '<rootDir>/src/features/payments',
  '<rootDir>/src/features/registration',
  '<rootDir>/src/features/reports',
  '<rootDir>/src/features/wizard',
];

/** docs/i18n.md: English is the source (its text stays in the code), es-US the translation. */
const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en', 'es-US', 'pseudo'],
  // A later journey's check that every visible text is a message: accented, lengthened text.
  pseudoLocale: { locale: 'pseudo' },
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/traveller',
      include: ['<rootDir>/src'],
      exclude: [...operatorPaths, '<rootDir>/src/locales', '<rootDir>/src/mocks'],
    },
    { path: '<rootDir>/src/locales/{locale}/operator', include: operatorPaths },
  ],
  // The macros call the app's own small runtime (src/lib/i18n/runtime.ts, react.tsx), not
  // @lingui/core's and @lingui/react's (docs/i18n.md: 2.9 KB gzip in every first load).
  runtimeConfigModule: {
    i18n: ['@/lib/i18n/runtime', 'i18n'],
    Trans: ['@/lib/i18n/react', 'Trans'],
    useLingui: ['@/lib/i18n/react', 'useLingui'],
  },
  // The .po files keep Lingui's hashed ids; the build drops them from the code and keys each
  // compiled catalog by the English text instead (build/lingui.ts, docs/i18n.md).
  orderBy: 'origin',
  // Origins name the file, not the line: a catalog changes when a message does, not when code
  // above it moves, so CI can hold the catalogs to what extraction writes (npm run i18n:check).
  format: formatter({ lineNumbers: false }),
};

export default config;
