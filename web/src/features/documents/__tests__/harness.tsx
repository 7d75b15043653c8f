import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import common from '@/locales/en/common.json';
import documents from '@/locales/en/documents.json';
import errors from '@/locales/en/errors.json';
import { resetApi, scriptFetch, type Call } from '@/lib/__tests__/stub-api';

/**
 * The documents screens over scripted Staff API answers (lib/__tests__/stub-api.ts's core): each
 * answer by `METHOD /path` as a function of the call; an unscripted call answers 500.
 */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
export const pdf = (fileName: string) =>
  new Response(new TextEncoder().encode('%PDF-1.7 test'), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });

export function documentsScreens(path: string) {
  const api = { calls: [] as Call[], answers: {} as Record<string, (call: Call) => Response> };
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      defaultNS: 'common',
      resources: { en: { common, documents, errors } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
  beforeEach(() => {
    api.answers = {};
    api.calls = scriptFetch(
      (call) => api.answers[`${call.method} ${call.path}`]?.(call) ?? json(500, { error: 'Something went wrong' }),
      path,
    );
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    resetApi();
  });
  const show = (ui: ReactNode) => {
    const location = memoryLocation({ path });
    return render(
      <I18nextProvider i18n={i18n}>
        <Router hook={location.hook}>
          <main>{ui}</main>
        </Router>
      </I18nextProvider>,
    );
  };
  return { api, show };
}

/** Catches the `<a download>` a screen clicks to hand a file to the browser. */
export function catchDownloads(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

export async function expectAxeClean() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
