/**
 * The server's vocabularies and each one's message context (lib/i18n/vocabulary.ts): a vocabulary
 * word never shares a catalog entry with the same English elsewhere ("Restroom" the amenity and
 * "Restroom" the bus table's column). No imports: the build reads it too, to put each kind's
 * names in the catalog parts of the code that shows them (build/messageAreas.ts).
 */
export const VOCABULARY_CONTEXT = {
  busType: 'bus type',
  amenity: 'amenity',
  tripType: 'trip type',
  region: 'state or province',
} as const;

export type VocabularyKind = keyof typeof VOCABULARY_CONTEXT;
