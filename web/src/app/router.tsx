import { Suspense, type ReactNode } from 'react';
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

export function AppRouter() {
  return (
    <Switch>
      {orderedRouteIds.map((id) => (
        <Route key={id} path={routes[id].path}>
          <RouteScreen id={id} />
        </Route>
      ))}
      <Route>
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      </Route>
    </Switch>
  );
}
