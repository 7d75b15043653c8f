import type { documentContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { deskAnswerCertificate, deskCertificates, deskLeaveBalance, deskLeaveBalances } from './desk';
import {
  annualLeaveBalance,
  certificateOrder,
  certificationOfEmploymentReport,
  holidayManagementLink,
  identityCard,
  identityCardImage,
} from './employee';

/** Leave, certificates and the identity card: one handler per contract of `documentContracts` (domain/src/api/staff/documents.ts). */
export const documentHandlers: Handlers<typeof documentContracts> = {
  getAnnualLeaveBalance: annualLeaveBalance,
  getHolidayManagementLink: holidayManagementLink,
  getCertificationOfEmploymentReport: certificationOfEmploymentReport,
  getCertificateOrder: certificateOrder,
  getIdentityCard: identityCard,
  getIdentityCardImage: identityCardImage,
  putDeskLeaveBalance: deskLeaveBalance,
  getDeskLeaveBalances: deskLeaveBalances,
  getDeskCertificates: deskCertificates,
  putDeskAnswerCertificate: deskAnswerCertificate,
};
