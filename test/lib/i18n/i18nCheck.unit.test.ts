import { describe, expect, it } from 'vitest';
import { areaReport, damaged, untranslated } from '../../../scripts/i18nCheck.mjs';

const po = `msgid ""
msgstr ""
"Language: es-US\\n"

#: src/a.tsx:1
msgid "Find a Bus"
msgstr "Buscar un autobús"

#: src/b.tsx:2
msgid "Back to home"
msgstr ""

msgid ""
"A long one "
"on two lines"
msgstr ""

#~ msgid "Gone"
#~ msgstr ""
`;

describe('npm run i18n:check', () => {
  it('lists the messages without a translation, the header and obsolete ones aside', () => {
    expect(untranslated(po)).toEqual(['Back to home', 'A long one on two lines']);
  });
});

/** A catalog of one translated message. */
const one = (id: string, translation: string, context?: string) =>
  `${context ? `msgctxt ${JSON.stringify(context)}\n` : ''}msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(translation)}\n`;

describe('npm run i18n:check: translations that change their message', () => {
  it('passes a translation that keeps every placeholder, tag and case, in its own order', () => {
    expect(
      damaged(
        one(
          '{count, plural, one {<0>#</0> bus for {name}} other {<0>#</0> buses for {name}}}',
          '{count, plural, one {<0>#</0> autobús para {name}} many {<0>#</0> de autobuses para {name}} other {<0>#</0> autobuses para {name}}}',
        ),
      ),
    ).toEqual([]);
  });

  it.each([
    ['drops a placeholder', 'Viewing {count} of {total}', 'Mostrando {count}', 'placeholders'],
    ['renames one', 'Hello {name}', 'Hola {nombre}', 'placeholders'],
    ['changes its kind', '{people, number} people', '{people} personas', 'placeholders'],
    ['drops a tag', 'Read the <0>terms</0>', 'Lea los términos', 'tags'],
    ['renumbers a tag', 'Read the <0>terms</0>', 'Lea los <1>términos</1>', 'tags'],
    [
      'has a plural without other',
      '{n, plural, one {# day} other {# days}}',
      '{n, plural, one {# día}}',
      'has no "other" case',
    ],
    ['does not parse', 'Hello {name}', 'Hola {name', ''],
  ])('flags a translation that %s', (_, id, translation, why) => {
    const problems = damaged(one(id, translation, 'ctx'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('[ctx]');
    expect(problems[0]).toContain(why);
  });
});

describe("npm run i18n:check: the catalog's split by area", () => {
  const split = `#: src/app/App.tsx
#: src/features/search/searchSlice.ts
msgid "Reload"
msgstr "Volver a cargar"

#: src/features/tripSheet/sheetText.ts
#: src/features/userQuotes/place.ts
msgid "Pickup"
msgstr "Recogida"
`;

  it("counts each area's messages: a message the shell uses is the shell's alone", () => {
    expect(areaReport(split, () => true, new Map())).toEqual({
      problems: [],
      counts: { shell: 1, trip: 1, account: 1 },
    });
  });

  it('fails on a rule naming a file or folder that is not there (its code would go to the shell)', () => {
    const { problems } = areaReport(split, (path) => path !== 'src/features/tripSheet/', new Map());
    expect(problems).toEqual([
      'area "trip": src/features/tripSheet/ is not there (build/messageAreas.ts)',
    ]);
  });
});
