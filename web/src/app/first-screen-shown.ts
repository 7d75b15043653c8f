import { showsWholeScreen } from '@/lib/keep-last-screen';
import { sessionSettled } from '@/lib/session';

/**
 * Resolves when `container` shows its first screen: the session is known, something is rendered,
 * no page-loading placeholder is left (a screen, the error page or 'not found' all count), and the
 * screen does not say it is still loading its data (`data-screen-loading`, on screens whose last
 * picture is kept: lib/keep-last-screen.ts). A picture (a prerendered public page, a signed-in
 * person's last screen) gives way to the app then (main.tsx).
 */
export async function whenFirstScreenShown(container: HTMLElement): Promise<void> {
  await sessionSettled;
  const shown = () => showsWholeScreen(container);
  if (!shown()) {
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(container, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-page-loading', 'data-screen-loading'],
      });
    });
  }
}
