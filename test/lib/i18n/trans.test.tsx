import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messageKey } from '@/lib/i18n/messageKey';
import { I18nProvider } from '@/lib/i18n/react';
import { i18n } from '@/lib/i18n/runtime';

afterEach(() => i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} }));

describe('<Trans> as the build leaves it (no id)', () => {
  it('finds its translation by its English, its context and its elements', () => {
    i18n.loadAndActivate({
      locale: 'es-US',
      locales: ['es-US'],
      messages: {
        [messageKey('Open', 'door')]: 'Abrir',
        [messageKey('Read the <0>terms</0>')]: 'Lea los <0>términos</0>',
      },
    });
    render(
      <I18nProvider i18n={i18n}>
        <p>
          <Trans context="door">Open</Trans>
        </p>
        <p>
          <Trans>
            Read the <a href="/terms">terms</a>
          </Trans>
        </p>
        <p>
          <Trans>Not translated</Trans>
        </p>
      </I18nProvider>,
    );
    expect(screen.getByText('Abrir')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'términos' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText('Not translated')).toBeInTheDocument();
  });
});
