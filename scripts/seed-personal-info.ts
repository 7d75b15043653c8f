import type { Firestore } from 'firebase-admin/firestore';
import { staffCollections, staffPersonalInfo } from '@vuoro/domain';
import { EERO, IRYNA, LAURA, MIKKO, OLENA, SERHII } from './seed-shifts';

/**
 * Personal data (issue 25, domain/src/staff/personal-info): Eero has an address and a next of kin
 * but no bank account, so his landing shows the bank notice; the other employees are complete.
 * Documents keyed by staff id, so a second run overwrites them (Eero's bank account goes again).
 */
const HELSINKI = { zip: '00530', city: 'Helsinki' };
const COMPLETE: readonly [string, string, string, string, string][] = [
  // id, street, IBAN (valid), next of kin, their phone
  [OLENA.id, 'Sörnäisten rantatie 5 A 3', 'FI4950009420028730', 'Andrii Kovalenko', '+380501234567'],
  [IRYNA.id, 'Kaikukatu 2 B 14', 'FI8942055020000107', 'Oksana Bondarenko', '+380671112233'],
  [MIKKO.id, 'Mäkelänkatu 40 C 9', 'FI2112345600000785', 'Anna Heikkinen', '+358401112233'],
  [SERHII.id, 'Agricolankatu 7 A 1', 'FI9814283500171141', 'Mariia Melnyk', '+380931234567'],
  [LAURA.id, 'Porthaninkatu 3 B 22', 'FI2947052020000166', 'Pekka Mäkinen', '+358505556677'],
];

export async function seedPersonalInfo(db: Firestore, now: Date): Promise<{ personalInfo: number }> {
  const docs = [
    staffPersonalInfo.parse({
      employeeId: EERO.id,
      address: 'Hämeentie 12 B 7',
      ...HELSINKI,
      nextOfKin: 'Aino Nieminen',
      nextOfKinPhone: '+358401234567',
      updatedAt: now,
    }),
    ...COMPLETE.map(([employeeId, address, iban, nextOfKin, nextOfKinPhone]) =>
      staffPersonalInfo.parse({
        employeeId,
        address,
        ...HELSINKI,
        iban,
        nextOfKin,
        nextOfKinPhone,
        smsEnabled: true,
        updatedAt: now,
      }),
    ),
  ];
  const batch = db.batch();
  for (const doc of docs) batch.set(db.collection(staffCollections.personalInfo).doc(doc.employeeId), doc);
  await batch.commit();
  return { personalInfo: docs.length };
}
