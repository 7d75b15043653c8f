import { FeaturePending } from '@/lib/ui/feature-pending';

/** Route module for `trainingMaterials`: structure only until its feature is built. */
export default function TrainingMaterialsRoute() {
  return <FeaturePending screen="trainingMaterials" />;
}
