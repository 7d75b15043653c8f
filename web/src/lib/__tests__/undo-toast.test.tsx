import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '@/locales/en/common.json';
import { UNDO_TOAST_MS, UndoToast, useToast, type Toast } from '../ui/undo-toast';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let showToast: (toast: Toast) => void = () => undefined;
function Host() {
  const { toast, show, dismiss } = useToast();
  useEffect(() => {
    showToast = show;
  }, [show]);
  return <UndoToast toast={toast} onDismiss={dismiss} />;
}

function renderShown(toast: Toast) {
  render(
    <I18nextProvider i18n={i18n}>
      <Host />
    </I18nextProvider>,
  );
  act(() => showToast(toast));
}

describe('UndoToast', () => {
  it('announces the message in a live region that is there before it, with Undo, and goes after about 8 s', () => {
    const undo = vi.fn();
    renderShown({ message: 'Iryna hired.', undo });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Iryna hired.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS - 100));
    expect(screen.getByText('Iryna hired.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Iryna hired.')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stays while the focus is on Undo or the pointer is over it, and goes after they leave', () => {
    renderShown({ message: 'Iryna rejected.', undo: vi.fn() });
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => undo.focus());
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS * 3));
    expect(screen.getByText('Iryna rejected.')).toBeInTheDocument();
    act(() => undo.blur());
    fireEvent.mouseEnter(screen.getByText('Iryna rejected.').parentElement!);
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS * 3));
    expect(screen.getByText('Iryna rejected.')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Iryna rejected.').parentElement!);
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS + 1));
    expect(screen.queryByText('Iryna rejected.')).toBeNull();
  });

  it('Escape and the close button dismiss it; a message without undo has no Undo', () => {
    renderShown({ message: 'Undone.' });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    fireEvent.keyDown(screen.getByText('Undone.'), { key: 'Escape' });
    expect(screen.queryByText('Undone.')).toBeNull();
    act(() => showToast({ message: 'Again.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Again.')).toBeNull();
  });
});
