import { activateEnglish, activateLocale } from '@/lib/i18n/activate';
import { areaMessages } from '@/lib/i18n/areas';
import { i18n } from '@/lib/i18n/runtime';

// A message of each area's part, read as the code reads it (its English text is its key).
const TRIP = { message: 'Offline: showing the trip as saved.' };
const COMPARE = { message: 'Company not found' };

describe("the catalog's parts, loaded with the code that shows them", () => {
  afterEach(() => activateEnglish());

  it('loads with a language every area whose code ran before it was chosen', async () => {
    // The entry's modules run before the visit's language is known: they only note their area.
    expect(areaMessages('trip')).toBeUndefined();
    await activateLocale('es-US');
    expect(i18n._(TRIP)).toBe('Sin conexión: se muestra el viaje tal como se guardó.');
  });

  it("adds an area's part to the Spanish catalog before its code is done", async () => {
    await activateLocale('es-US');
    await areaMessages('compare');
    expect(i18n._(COMPARE)).toBe('Empresa no encontrada');
    // And a switch back to Spanish later loads it again with the rest.
    activateEnglish();
    expect(i18n._(COMPARE)).toBe('Company not found');
    await activateLocale('es-US');
    expect(i18n._(COMPARE)).toBe('Empresa no encontrada');
  });

  it('shows the language chosen last when a switch comes before the catalog', async () => {
    const spanish = activateLocale('es-US');
    activateEnglish();
    await spanish;
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n._(COMPARE)).toBe('Company not found');
  });
});
