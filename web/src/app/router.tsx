import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { routeIds, routes, type Layout, type RouteId } from '@vuoro/domain';
import { Guard } from './guard';
import { ErrorBoundary } from './error-boundary';
import { CustomerLayout } from './layouts/customer-layout';
import { PublicLayout } from './layouts/public-layout';
import { StaffLayout } from './layouts/staff-layout';
import { TalentLayout } from './layouts/talent-layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { routeModules } from './route-modules';

const layouts: Record<Layout, (props: { children: ReactNode }) => ReactNode> = {
  public: PublicLayout,
  talent: TalentLayout,
  staff: StaffLayout,
  customer: CustomerLayout,
};

/**
 * Static paths first, so `/talents/talent` wins over a parameterised sibling and `/shifts/order`
 * is not read as anything else; wouter's Switch takes the first match.
 */
const ordered = [...routeIds].sort((a, b) => specificity(routes[b].path) - specificity(routes[a].path));
function specificity(path: string): number {
  const segments = path.split('/').filter(Boolean);
  return segments.reduce((n, s) => n + (s.startsWith(':') || s === '*' ? 1 : 3), 0);
}

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
      {ordered.map((id) => (
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
