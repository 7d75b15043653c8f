import { sessionSettled } from '@/lib/session';

/**
 * Resolves when `container` shows its first screen: the session is known, something is rendered,
 * and no page-loading placeholder is left (a screen, the error page or 'not found' all count). The
 * prerendered picture of a public page gives way to the app then (main.tsx).
 */
export async function whenFirstScreenShown(container: HTMLElement): Promise<void> {
  await sessionSettled;
  const shown = () => container.firstElementChild !== null && container.querySelector('[data-page-loading]') === null;
  if (!shown()) {
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(container, { childList: true, subtree: true });
    });
  }
}
