import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import desk from '@/locales/en/desk.json';
import labels from '@/locales/en/labels.json';
import { TranslatedTextFields, type TranslatedTextValue } from '../components/translated-text-fields';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { desk, labels } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

function Harness({ initial, error, seen }: { initial: TranslatedTextValue; error?: string; seen: TranslatedTextValue[] }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <TranslatedTextFields
        legend="Description"
        value={value}
        multiline
        error={error}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </I18nextProvider>
  );
}

describe('TranslatedTextFields', () => {
  it('shows the required Finnish field; the translations are folded away until opened', async () => {
    const seen: TranslatedTextValue[] = [];
    const { container } = render(<Harness initial={{ fi: '' }} seen={seen} />);
    const group = screen.getByRole('group', { name: 'Description' });
    const finnish = screen.getByLabelText(/Finnish/);
    expect(group).toContainElement(finnish);
    expect(finnish).toHaveAttribute('aria-required', 'true');
    expect(finnish.tagName).toBe('TEXTAREA');
    expect(container.querySelector('details')).not.toHaveAttribute('open');
    fireEvent.change(finnish, { target: { value: 'Työvuorolista' } });
    fireEvent.change(screen.getByLabelText('Swedish'), { target: { value: 'Skiftlista' } });
    expect(seen.at(-1)).toEqual({ fi: 'Työvuorolista', sv: 'Skiftlista' });
    expect(screen.getByLabelText('Swedish')).toHaveAttribute('lang', 'sv');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('opens with the translations shown when one has text, and ties the error to the Finnish field', () => {
    const { container } = render(<Harness initial={{ fi: '', ru: 'Описание' }} error="Required" seen={[]} />);
    expect(container.querySelector('details')).toHaveAttribute('open');
    const finnish = screen.getByLabelText(/Finnish/);
    expect(finnish).toHaveAttribute('aria-invalid', 'true');
    expect(finnish).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Russian')).toHaveValue('Описание');
  });
});
