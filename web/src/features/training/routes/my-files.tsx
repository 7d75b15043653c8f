import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `myFiles`: structure only until its feature is built. */
export default function MyFilesRoute() {
  return <FeaturePending screen="myFiles" />;
}
