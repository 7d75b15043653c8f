import { getIdentityCardImage } from '@vuoro/domain';
import { fetchStaffFile, saveStaffFile } from '@/lib/staff-file';

/** Downloads the identity card as a card-sized PDF (GET /v1/Employee/IdentitycardImage). */
export async function downloadIdentityCard(): Promise<void> {
  saveStaffFile(await fetchStaffFile(getIdentityCardImage, {}, { fallbackName: 'identity-card.pdf' }));
}
