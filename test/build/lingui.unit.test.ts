import { msg } from '@lingui/core/macro';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import {
  catalogLoaders,
  compiledSource,
  inlineSourceMessages,
  macroLeftOver,
  textKeyedCatalogs,
  translationsByText,
} from '../../build/lingui.ts';
import { AREA_NAMES } from '../../build/messageAreas.ts';
import { messageKey } from '../../src/lib/i18n/messageKey.ts';
import { callHook } from './hooks.ts';

// Vitest runs the build's plugins: the macros here are compiled as the app's are.
describe('a message in the built code', () => {
  it('is its English text, compiled, and its context: no id, no note', () => {
    expect(msg`Find a Bus`).toEqual({ message: 'Find a Bus' });
    expect(msg({ message: 'Open', context: 'door', comment: 'a verb' })).toEqual({
      message: 'Open',
      context: 'door',
    });
    const count = 3;
    expect(msg`Viewing ${count}`).toEqual({
      message: compiledSource('Viewing {count}'),
      values: { count },
    });
    expect(compiledSource('Viewing {count}')).toEqual(['Viewing ', ['count']]);
    // An object of the app's own with the same fields is no message.
    const notice = { id: 'saved', message: 'Saved {name}' };
    expect(notice).toEqual({ id: 'saved', message: 'Saved {name}' });
  });

  it('stops the build on an id written by hand: a catalog would never find it', async () => {
    await expect(import('./fixtures/explicitMessageId.ts')).rejects.toThrow(/no id/);
  });

  it('stops the build on a macro import left after the macros ran (it would throw in the browser)', () => {
    const plugin = macroLeftOver();
    for (const macro of ['@lingui/core/macro', '@lingui/react/macro']) {
      expect(() => callHook(plugin, 'resolveId', {}, macro, '/src/a.tsx')).toThrow(
        `/src/a.tsx imports "${macro}" but Lingui's macro did not run on it`,
      );
    }
    expect(callHook(plugin, 'resolveId', {}, '@lingui/core', '/src/a.tsx')).toBeUndefined();
  });
});

const entry = (message: string, translation: string, context?: string) => ({
  [generateMessageId(message, context ?? '')]: { message, translation, context },
});

describe('a catalog keyed by the English text', () => {
  it('keys each translation by its English as the code has it, context first', () => {
    const entries = {
      ...entry('Find a Bus', 'Buscar un autobús'),
      ...entry('Open', 'Abrir', 'door'),
      ...entry('{count} seats', '{count} asientos'),
    };
    expect(translationsByText(entries, false)).toEqual({
      'Find a Bus': 'Buscar un autobús',
      [messageKey('Open', 'door')]: 'Abrir',
      [messageKey(compiledSource('{count} seats'))]: '{count} asientos',
    });
  });

  it('leaves out what the code already says: no translation, the same text, obsolete', () => {
    const entries = {
      ...entry('Blog', 'Blog'),
      ...entry('Support', ''),
      [generateMessageId('Gone')]: { message: 'Gone', translation: 'Ido', obsolete: true },
    };
    expect(translationsByText(entries, false)).toEqual({});
    // The pseudo-locale's text is the English, accented when compiled.
    expect(translationsByText(entries, true)).toEqual({ Blog: 'Blog', Support: 'Support' });
    // Outside a production build the same text is kept: development warns only of what is missing.
    expect(translationsByText(entries, false, true)).toEqual({ Blog: 'Blog' });
  });

  it('refuses an entry with an id of its own', () => {
    expect(() => translationsByText({ 'home.title': { message: 'Home' } }, false)).toThrow(/no id/);
  });

  it("compiles the Spanish traveller catalog into a module keyed by the code's English", async () => {
    const file = fileURLToPath(new URL('../../src/locales/es-US/traveller.po', import.meta.url));
    const module = (await callHook(
      textKeyedCatalogs() as never,
      'transform',
      { addWatchFile: () => undefined },
      '',
      file,
    )) as { code: string };
    const json = /JSON\.parse\((.*)\);$/.exec(module.code)?.[1] ?? '""';
    const messages = JSON.parse(JSON.parse(json) as string) as Record<string, unknown>;
    // A translation without placeholders is a string, as the code's English is.
    expect(messages['Find a Bus']).toBe('Buscar un autobús');
    const days = messageKey(compiledSource('{count, plural, one {# day} other {# days}}'));
    expect(messages[days]).toEqual([
      ['count', 'plural', { one: ['#', ' día'], other: ['#', ' días'] }],
    ]);
  });
});

/** The Spanish traveller catalog as the build compiles it, whole or one area's part. */
async function spanish(query = ''): Promise<Record<string, unknown>> {
  const file = fileURLToPath(new URL('../../src/locales/es-US/traveller.po', import.meta.url));
  const module = (await callHook(
    textKeyedCatalogs() as never,
    'transform',
    { addWatchFile: () => undefined },
    '',
    `${file}${query}`,
  )) as { code: string };
  const json = /JSON\.parse\((.*)\);$/.exec(module.code)?.[1] ?? '""';
  return JSON.parse(JSON.parse(json) as string) as Record<string, unknown>;
}

describe("the catalog's parts by area (build/messageAreas.ts)", () => {
  it("cuts the catalog by where each message is used: the shell's, the search's, the trip sheet's", async () => {
    const shell = await spanish('?area=shell');
    const search = await spanish('?area=search');
    const trip = await spanish('?area=trip');
    // The header's, in the shell's part only.
    expect(shell['Find a Bus']).toBe('Buscar un autobús');
    expect(search['Find a Bus']).toBeUndefined();
    expect(trip['Offline: showing the trip as saved.']).toBeDefined();
    expect(search['Offline: showing the trip as saved.']).toBeUndefined();
    // A bus type, looked up by name: in the part of each area that shows bus types, not the
    // shell's; a state, where a state select or a quote's place shows one.
    const fullSize = messageKey('Full Size', 'bus type');
    expect(search[fullSize]).toBe('Autobús de tamaño completo');
    expect(shell[fullSize]).toBeUndefined();
    expect(search[messageKey('New York', 'state or province')]).toBeUndefined();
    expect(await spanish('?area=pages')).toHaveProperty(
      messageKey('New York', 'state or province'),
    );
    // Every message of the whole is in some part, and the parts are far smaller than the whole.
    const whole = await spanish();
    const parts = await Promise.all(AREA_NAMES.map((area) => spanish(`?area=${area}`)));
    const union = Object.assign({}, ...parts) as Record<string, unknown>;
    expect(Object.keys(union).sort()).toEqual(Object.keys(whole).sort());
    expect(Object.keys(shell).length).toBeLessThan(Object.keys(whole).length / 3);
  });

  it('stops the build on an area the split does not know', async () => {
    await expect(spanish('?area=nowhere')).rejects.toThrow('no area "nowhere"');
  });

  it("loads each language's parts by area, the pseudo-locale's only outside a build for a real API", () => {
    const config = getConfig();
    const demo = catalogLoaders(config, false);
    expect(demo).toContain('"es-US": {');
    expect(demo).toContain('traveller.po?area=search")');
    expect(demo).toContain('"pseudo": {');
    const real = catalogLoaders(config, true);
    expect(real).toContain('"es-US": {');
    expect(real).not.toContain('pseudo');
  });

  it('makes a module of an area wait for its messages, and leaves the shell and tests alone', async () => {
    const root = process.cwd();
    const source = "import { msg } from '@lingui/core/macro';\nexport const hello = msg`Hello`;\n";
    const compile = async (file: string) =>
      (
        await transformAsync(source, {
          filename: `${root}/${file}`,
          cwd: root,
          configFile: false,
          babelrc: false,
          plugins: [
            ['@lingui/babel-plugin-lingui-macro', { descriptorFields: 'message' }],
            inlineSourceMessages,
          ],
        })
      )?.code ?? '';
    const search = await compile('src/features/search/hello.ts');
    expect(search).toMatch(
      /^import \{ areaMessages as __areaMessages \} from "@\/lib\/i18n\/areas";/,
    );
    expect(search.trim()).toMatch(/await __areaMessages\("search"\);$/);
    expect(await compile('src/components/layout/Hello.ts')).not.toContain('areaMessages');
    expect(await compile('src/features/listings/Hello.ts')).not.toContain('areaMessages');
    expect(await compile('test/hello.ts')).not.toContain('areaMessages');
  });
});
