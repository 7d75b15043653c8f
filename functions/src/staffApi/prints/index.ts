import type { printsContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { printPlacesOfWork, printReport } from './roster';

/** `/v1/Prints/Customer/...` (spec section 7): one handler per contract of `printsContracts` (domain/src/api/staff/prints.ts). */
export const printsHandlers: Handlers<typeof printsContracts> = {
  getPrintPlacesOfWork: printPlacesOfWork,
  getPrintReport: printReport,
};
