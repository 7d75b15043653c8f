import { Suspense } from 'react';
import { SessionProvider } from '@/lib/session';
import { ErrorBoundary } from './error-boundary';
import { PageLoading } from './page-loading';
import { AppRouter } from './router';
import { lazyChunk } from '@/lib/load-chunk';

/**
 * The re-authentication dialog host (lib/ui/reauth-dialog.tsx), loaded after the first screen.
 * If its chunk cannot load, the app goes on without it (re-authentication then counts as declined).
 */
const ReauthDialogHost = lazyChunk(() => import('@/lib/ui/reauth-dialog').catch(() => ({ default: () => null })));

/**
 * The app shell needs only Auth (the session and its claims). reactfire imports every Firebase
 * SDK, so its providers wrap the routes that read Firestore (lib/firestore-scope.tsx), inside
 * their own lazy chunks: the bundle budget keeps Firestore out of the first load.
 */
export function App() {
  return (
    <SessionProvider>
      <ErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <AppRouter />
        </Suspense>
      </ErrorBoundary>
      <Suspense fallback={null}>
        <ReauthDialogHost />
      </Suspense>
    </SessionProvider>
  );
}
