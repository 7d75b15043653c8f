import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import fiLabels from '@/locales/fi/labels.json';
import ukLabels from '@/locales/uk/labels.json';
import svLabels from '@/locales/sv/labels.json';
import { titleChoices, useWorkDataNames } from '../work-data-names';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'uk',
    ns: ['labels'],
    resources: { fi: { labels: fiLabels }, uk: { labels: ukLabels }, sv: { labels: svLabels } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const cook = { id: 'pt-cook', name: 'Kokki', names: { en: 'Cook', uk: 'Кухар' } };

function Names({ format }: { format: string | null }) {
  const { titleName, worktimeName } = useWorkDataNames();
  return (
    <p>
      <span data-testid="title">{titleName(cook)}</span>
      <span data-testid="worktime">{worktimeName(format) ?? '—'}</span>
    </p>
  );
}

describe("work data in the user's language (issue 23 item 4)", () => {
  it('names the title and the worktime format in Ukrainian, and follows a language change', async () => {
    await i18n.changeLanguage('uk');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Names format="periodWork" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('title').textContent).toBe('Кухар');
    expect(screen.getByTestId('worktime').textContent).toBe(ukLabels.workTimeType.periodWork);
    expect(screen.getByTestId('worktime').textContent).not.toBe(fiLabels.workTimeType.periodWork);
    await i18n.changeLanguage('fi');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Names format="periodWork" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('title').textContent).toBe('Kokki');
    expect(screen.getByTestId('worktime').textContent).toBe('Jaksotyöaika');
  });

  it('falls back to the Finnish title where there is no translation, and shows an older free-text format as written', async () => {
    await i18n.changeLanguage('sv');
    render(
      <I18nextProvider i18n={i18n}>
        <Names format="Jaksotyö" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('title').textContent).toBe('Kokki');
    expect(screen.getByTestId('worktime').textContent).toBe('Jaksotyö');
  });

  it("orders a form's titles by their name in the user's language", () => {
    const titles = [
      cook,
      { id: 'pt-waiter', name: 'Tarjoilija', names: { uk: 'Офіціант' } },
      { id: 'x', name: 'Ärrä', names: {} },
    ];
    expect(titleChoices(titles, 'uk').map((t) => t.label)).toEqual(['Кухар', 'Офіціант', 'Ärrä']);
    expect(titleChoices(titles, 'fi').map((t) => t.label)).toEqual(['Kokki', 'Tarjoilija', 'Ärrä']);
  });
});
