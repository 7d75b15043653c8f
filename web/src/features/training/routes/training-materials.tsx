import { useSearch } from 'wouter';
import { TrainingList } from '../components/training-list';
import { TrainingMaterial } from '../components/training-material';

/**
 * `/training-materials` (employee): the agency's training materials; `?id=` opens one on this
 * screen (the spec gives a material no path of its own), so back returns to the list.
 */
export default function TrainingMaterialsRoute() {
  const id = new URLSearchParams(useSearch()).get('id');
  return id ? <TrainingMaterial key={id} id={id} /> : <TrainingList />;
}
