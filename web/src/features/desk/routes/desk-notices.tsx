import { DeskNotices } from '../components/desk-notices';

/** `/desk/notices` (admin with a second factor): update notices and staff news to every employee. */
export default function DeskNoticesRoute() {
  return <DeskNotices />;
}
