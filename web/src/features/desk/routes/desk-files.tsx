import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `deskFiles`: structure only until its feature is built. */
export default function DeskFilesRoute() {
  return <FeaturePending screen="deskFiles" />;
}
