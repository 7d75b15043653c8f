import type { personalDataContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { myInfo, nextOfKin, saveAddress, saveBank, saveNextOfKin, savePersonalInfo } from './employee';

/** One handler per contract of `personalDataContracts` (domain/src/api/staff/personal-data.ts). */
export const personalDataHandlers: Handlers<typeof personalDataContracts> = {
  getNextOfKin: nextOfKin,
  getMyInfo: myInfo,
  putEmployeeAddress: saveAddress,
  putEmployeeBank: saveBank,
  putEmployeeNextOfKin: saveNextOfKin,
  putEmployeePersonalInfo: savePersonalInfo,
};
