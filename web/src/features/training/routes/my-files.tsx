import { SharedFiles } from '../components/shared-files';

/** `/my-files` (employee): the files the agency has shared with the employee, to download. */
export default function MyFilesRoute() {
  return <SharedFiles />;
}
