import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { routes, type Layout, type RouteId } from '@vuoro/domain';
import { Guard } from './guard';
import { ErrorBoundary } from './error-boundary';
import { PublicLayout } from './layouts/public-layout';
import { lazyChunk } from '@/lib/load-chunk';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { routeModules } from './route-modules';
import { orderedRouteIds, resolveRoute } from './route-order';

type LayoutComponent = (props: { children: ReactNode }) => ReactNode;

/**
 * The signed-in layouts (menus, badges, their probes) load with their first screen, not before
 * sign-in: the first bundle carries only the public layout. Each is its own chunk, loaded with the
 * same one-reload-on-failure rule as the route chunks.
 */
function lazyLayout(load: () => Promise<LayoutComponent>) {
  return lazyChunk(() => load().then((Layout) => ({ default: Layout })));
}

const layouts: Record<Layout, LayoutComponent & { preload?: () => void }> = {
  public: PublicLayout,
  talent: lazyLayout(() => import('./layouts/talent-layout').then((m) => m.TalentLayout)),
  staff: lazyLayout(() => import('./layouts/staff-layout').then((m) => m.StaffLayout)),
  customer: lazyLayout(() => import('./layouts/customer-layout').then((m) => m.CustomerLayout)),
};

function RouteScreen({ id }: { id: RouteId }) {
  const Layout = layouts[routes[id].layout];
  const Screen = routeModules[id];
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout>
        <ErrorBoundary>
          <Guard id={id}>
            <Suspense fallback={<PageLoading />}>
              <Screen />
            </Suspense>
          </Guard>
        </ErrorBoundary>
      </Layout>
    </Suspense>
  );
}

/**
 * Starts loading the chunks of the screen at `pathname` (and of its layout) at once, beside the
 * translations, instead of after the first render asks for them. Answers the route's id.
 */
export function preloadScreen(pathname: string): RouteId | null {
  const match = resolveRoute(pathname);
  if (!match) return null;
  layouts[routes[match.id].layout].preload?.();
  routeModules[match.id].preload();
  return match.id;
}

/**
 * `/dev/ui`, the UI kit's demo: only in development (`vite`) or a build with VITE_UI_DEMO=true.
 * Both are known when building, so a production bundle drops the route and its chunk.
 */
const UI_DEMO = import.meta.env.DEV || import.meta.env.VITE_UI_DEMO === 'true';
const UiDemo = UI_DEMO ? lazyChunk(() => import('./dev/ui-demo')) : null;
export const UI_DEMO_PATH = '/dev/ui';

export function AppRouter() {
  return (
    <Switch>
      {orderedRouteIds.map((id) => (
        <Route key={id} path={routes[id].path}>
          <RouteScreen id={id} />
        </Route>
      ))}
      {UiDemo && (
        <Route path={UI_DEMO_PATH}>
          <PublicLayout>
            <Suspense fallback={<PageLoading />}>
              <UiDemo />
            </Suspense>
          </PublicLayout>
        </Route>
      )}
      <Route>
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      </Route>
    </Switch>
  );
}
