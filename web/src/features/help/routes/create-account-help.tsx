import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `createAccountHelp`: structure only until its feature is built. */
export default function CreateAccountHelpRoute() {
  return <FeaturePending screen="createAccountHelp" />;
}
