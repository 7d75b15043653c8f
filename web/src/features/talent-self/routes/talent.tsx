import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { routes } from '@vuoro/domain';
import { Loading } from '@/lib/ui/loading';

/**
 * `/talent`: the talent's own home. Decision: it is /talent-profile — that screen already is the
 * talent's summary (its profile, files and the jobs it is presented to, with their status), and
 * a second summary would say the same things twice. The redirect replaces this history entry,
 * so Back does not bounce.
 */
export default function TalentRoute() {
  const [, navigate] = useLocation();
  useEffect(() => navigate(routes.talentProfile.href(), { replace: true }), [navigate]);
  return <Loading />;
}
