import { putDeskAddTrainingMaterial, type LocalizedText } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { readFileUpload } from './file-read';

export interface AddMaterialInput {
  title: LocalizedText;
  description: LocalizedText;
  /** The attachment, if any, read in the browser before sending. */
  file: File | null;
}

/** Adds a training material for every employee, with its file if any (PUT /v1/Desk/TrainingMaterials). */
export async function addTrainingMaterial({ title, description, file }: AddMaterialInput) {
  const attachment = file ? await readFileUpload(file) : undefined;
  return callEndpoint(putDeskAddTrainingMaterial, { body: { title, description, ...(attachment && { attachment }) } });
}
