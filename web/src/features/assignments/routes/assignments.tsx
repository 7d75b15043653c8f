import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { routes } from '@vuoro/domain';
import { FirestoreScope } from '@/lib/firestore-scope';
import { useRoles } from '@/lib/session';
import { useAssignments } from '../api/list-assignments';
import { useDismissRequest } from '../api/request-dismiss';
import { useNewRequests } from '../api/request-list';
import { AssignmentDetail } from '../components/assignment-detail';
import { AssignmentList } from '../components/assignment-list';
import { RequestPanel } from '../components/request-panel';

/**
 * Route module for `/assignments` and its child `assignment` (`/assignments/:assignmentId`) and
 * grandchild `assignmentTalent` (`…/talents/:ID`): the list, with the open assignment beside it on
 * wide screens and alone on narrow ones.
 */
export default function AssignmentsRoute() {
  return (
    <FirestoreScope>
      <AssignmentsScreen />
    </FirestoreScope>
  );
}

function AssignmentsScreen() {
  const { t } = useTranslation(['assignments', 'common']);
  const [, talentParams] = useRoute(routes.assignmentTalent.path);
  const [, jobParams] = useRoute(routes.assignment.path);
  const assignmentId = talentParams?.assignmentId ?? jobParams?.assignmentId ?? null;
  const talentId = talentParams?.ID ?? null;
  const jobs = useAssignments();
  const roles = useRoles();
  const requests = useNewRequests();
  const dismissRequest = useDismissRequest();

  return (
    // max-w-7xl: the recruiter header's width, so both share one left edge at every width.
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('common:screens.assignments')}</h1>
      {/* Beside an open assignment the list is a column; alone it takes the width. */}
      <div className={`mt-4 gap-6 ${assignmentId ? 'lg:grid lg:grid-cols-[22rem_minmax(0,1fr)]' : ''}`}>
        <div className={assignmentId ? 'hidden lg:block' : ''}>
          <RequestPanel requests={requests} canEdit={roles.admin} onDismiss={dismissRequest} />
          <AssignmentList jobs={jobs} selectedId={assignmentId} canEdit={roles.admin} />
        </div>
        {assignmentId && <AssignmentDetail key={assignmentId} id={assignmentId} talentId={talentId} />}
      </div>
    </div>
  );
}
