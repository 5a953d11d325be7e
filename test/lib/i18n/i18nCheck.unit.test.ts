import { describe, expect, it } from 'vitest';
import { untranslated } from '../../../scripts/i18nCheck.mjs';

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
