import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  internalEmployeePerson,
  newInternalEmployee,
  staffCollections,
  internalEmployeeFields,
  staffCustomerRelationship,
  toStoredInternalEmployee,
  toStoredStaffPerson,
} from '@vuoro/domain';
import { auroraKitchenPool, titles } from './seed-shifts';

/**
 * Internal employees (issue 26): Hotelli Aurora's two employment relationships and two internal
 * employees of its own that its team lead Pekka manages: Sanna, active, who may edit shifts, and
 * Kalle, passivated with a reason; Sanna's identity code in its own closed collection. Neither has
 * an account (no invite sent). Fixed ids: a second run overwrites the same documents.
 */

const relationships = [
  {
    id: 'rel-aurora-permanent',
    customerId: 'hotelli-aurora',
    name: 'Vakituinen kokoaikainen',
    contractType: 'permanent',
    workTimeType: 'regular',
  },
  {
    id: 'rel-aurora-hourly',
    customerId: 'hotelli-aurora',
    name: 'Tuntityöntekijä',
    contractType: 'onCall',
    workTimeType: 'varying',
  },
] as const;

const employees: { id: string; code: string | null; form: z.input<typeof internalEmployeeFields> }[] = [
  {
    id: 'ie-aurora-sanna-sisatti',
    code: '010190-902S',
    form: {
      firstName: 'Sanna',
      lastName: 'Sisätti',
      email: 'sanna.sisatti@aurora.demo.vuoro.fi',
      phone: '+358401112233',
      language: 'fi',
      employmentRelationship: 'rel-aurora-permanent',
      homeCostCenter: 'AUR-KEITTIÖ',
      placesOfBusiness: [auroraKitchenPool.placeOfWorkId],
      professionTitles: [titles.cook.id],
      suggestionGroup: auroraKitchenPool.id,
      comments: 'Aamuvuorot',
      smsConsent: true,
      canEditShifts: true,
      status: 'active',
    },
  },
  {
    id: 'ie-aurora-kalle-kuusisto',
    code: null,
    form: {
      firstName: 'Kalle',
      lastName: 'Kuusisto',
      email: 'kalle.kuusisto@aurora.demo.vuoro.fi',
      phone: '+358405556677',
      language: 'sv',
      employmentRelationship: 'rel-aurora-hourly',
      placesOfBusiness: [auroraKitchenPool.placeOfWorkId],
      professionTitles: [titles.cook.id],
      suggestionGroup: auroraKitchenPool.id,
      smsConsent: false,
      canEditShifts: false,
      status: 'passive',
      passivationReason: 'Opintovapaalla keväällä',
    },
  },
];

export async function seedInternalEmployees(db: Firestore, now: Date): Promise<Record<string, number>> {
  const batch = db.batch();
  for (const r of relationships) {
    const { id, ...data } = staffCustomerRelationship.parse(r);
    batch.set(db.collection(staffCollections.customerRelationships).doc(id), data);
  }
  for (const { id, code, form } of employees) {
    const employee = newInternalEmployee(internalEmployeeFields.parse(form), {
      id,
      customerId: 'hotelli-aurora',
      now,
      by: 'Pekka Salonen',
    });
    batch.set(db.collection(staffCollections.internalEmployees).doc(id), toStoredInternalEmployee(employee));
    batch.set(db.collection(staffCollections.people).doc(id), toStoredStaffPerson(internalEmployeePerson(employee, null)));
    if (code) batch.set(db.collection(staffCollections.internalEmployeeCodes).doc(id), { customerId: 'hotelli-aurora', code });
  }
  await batch.commit();
  return { internalEmployees: employees.length, customerRelationships: relationships.length };
}
