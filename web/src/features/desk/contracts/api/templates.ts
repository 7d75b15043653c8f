import { getDeskContractTemplates, putDeskContractTemplate, type DeskContractTemplateBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { useEndpoint } from '@/lib/use-endpoint';

/** The contract templates, newest changed first, with every translation (GET /v1/Desk/Contracts/Templates). */
export function useContractTemplates() {
  return useEndpoint(getDeskContractTemplates, {});
}

/** Creates a template (no `id`) or replaces one (PUT /v1/Desk/Contracts/Templates); contracts sent keep their copy. */
export const saveContractTemplate = (body: DeskContractTemplateBody) => callEndpoint(putDeskContractTemplate, { body });
