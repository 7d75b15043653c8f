import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { routes, type Layout, type RouteId } from '@vuoro/domain';
import { Guard } from './guard';
import { ErrorBoundary } from './error-boundary';
import { CustomerLayout } from './layouts/customer-layout';
import { PublicLayout } from './layouts/public-layout';
import { StaffLayout } from './layouts/staff-layout';
import { TalentLayout } from './layouts/talent-layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { routeModules } from './route-modules';
import { orderedRouteIds } from './route-order';

const layouts: Record<Layout, (props: { children: ReactNode }) => ReactNode> = {
  public: PublicLayout,
  talent: TalentLayout,
  staff: StaffLayout,
  customer: CustomerLayout,
};

function RouteScreen({ id }: { id: RouteId }) {
  const Layout = layouts[routes[id].layout];
  const Screen = routeModules[id];
  return (
    <Layout>
      <ErrorBoundary>
        <Guard id={id}>
          <Suspense fallback={<PageLoading />}>
            <Screen />
          </Suspense>
        </Guard>
      </ErrorBoundary>
    </Layout>
  );
}

/**
 * `/dev/ui`, the UI kit's demo: only in development (`vite`) or a build with VITE_UI_DEMO=true.
 * Both are known when building, so a production bundle drops the route and its chunk.
 */
const UI_DEMO = import.meta.env.DEV || import.meta.env.VITE_UI_DEMO === 'true';
const UiDemo = UI_DEMO ? lazy(() => import('./dev/ui-demo')) : null;
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
