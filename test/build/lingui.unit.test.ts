import { msg } from '@lingui/core/macro';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  compiledSource,
  macroLeftOver,
  textKeyedCatalogs,
  translationsByText,
} from '../../build/lingui.ts';
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
    expect(messages['Find a Bus']).toEqual(['Buscar un autobús']);
    const days = messageKey(compiledSource('{count, plural, one {# day} other {# days}}'));
    expect(messages[days]).toEqual([
      ['count', 'plural', { one: ['#', ' día'], other: ['#', ' días'] }],
    ]);
  });
});
