import { staffPerson, type StaffPerson } from '@vuoro/domain';

/** A staff record for tests: an employee with no account, username, email or customers, unless `over` says otherwise. */
export function testStaffPerson(over: Partial<StaffPerson> = {}): StaffPerson {
  return staffPerson.parse({
    username: null,
    email: null,
    firstName: 'Testi',
    lastName: 'Henkilö',
    employee: true,
    customerIds: [],
    teamLead: false,
    canEditShifts: false,
    firebaseUid: null,
    migratedAt: null,
    language: null,
    ...over,
  });
}
