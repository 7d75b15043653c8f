import { DeskFiles } from '../components/desk-files';

/** `/desk/files` (admin with a second factor): share files with employees and add training materials. */
export default function DeskFilesRoute() {
  return <DeskFiles />;
}
