import {
  internalEmployeeOrder,
  toInternalEmployeeView,
  type getCustomerInternalResourcesList,
  type getCustomerOrganizations,
  type getCustomerRelationships,
  type getEmployeePlaceOfBusiness,
  type getInternalEmployeeEditView,
  type getSelectablePlacesOfBusiness,
  type PlaceOfBusinessView,
  type StaffPlaceOfWork,
} from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import type { Handler } from '../../lib/api/app';
import { customersById, placesOfCustomers } from '../customer-shift/store';
import {
  allProfessionTitles,
  callerTeamLead,
  customerIdsOf,
  employeeOfCustomers,
  employeesOfCustomers,
  identityCodeOf,
  poolsOfCustomers,
  relationshipOf,
  relationshipsOfCustomers,
} from './store';

/**
 * The team lead's reads (domain/src/staff/internal-employees/README.md). The customers are those of
 * the caller's staff record, never a parameter alone; another customer's employee is 404 like a
 * missing one.
 */

const placeView = (p: StaffPlaceOfWork): PlaceOfBusinessView => ({
  id: p.id,
  name: p.name,
  customerId: p.customerId,
  address: p.address ?? null,
  city: p.city ?? null,
});

/** GET /v1/TSP/CustomerOrganizations. */
export const customerOrganizations: Handler<typeof getCustomerOrganizations> = async (_input, c) => {
  const who = await callerTeamLead(c);
  const [byId, groups, professionTitles] = await Promise.all([
    customersById(who.customerIds),
    poolsOfCustomers(who.customerIds),
    allProfessionTitles(),
  ]);
  const customers = who.customerIds.flatMap((id) => {
    const customer = byId.get(id);
    if (!customer) return [];
    const suggestionGroups = groups
      .filter((g) => g.customerId === id)
      .map((g) => ({ id: g.id, name: g.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fi'));
    return [{ id, name: customer.name, suggestionGroups }];
  });
  return { customers, professionTitles };
};

/** GET /v1/TSP/SelectablePlacesOfBusiness?customerId. */
export const selectablePlacesOfBusiness: Handler<typeof getSelectablePlacesOfBusiness> = async ({ query }, c) => {
  const who = await callerTeamLead(c);
  return { placesOfBusiness: (await placesOfCustomers(customerIdsOf(who, query.customerId))).map(placeView) };
};

/** GET /v1/TSP/CustomerInternalResourcesList?customerId: active first, then by name. */
export const internalResourcesList: Handler<typeof getCustomerInternalResourcesList> = async ({ query }, c) => {
  const customerIds = customerIdsOf(await callerTeamLead(c), query.customerId);
  const [employees, places, titles] = await Promise.all([
    employeesOfCustomers(customerIds),
    placesOfCustomers(customerIds),
    allProfessionTitles(),
  ]);
  const placeById = new Map(places.map((p) => [p.id, p]));
  const titleById = new Map(titles.map((t) => [t.id, t]));
  return {
    employees: employees.sort(internalEmployeeOrder).map((e) => ({
      id: e.id,
      customerId: e.customerId,
      firstName: e.firstName,
      lastName: e.lastName,
      email: e.email,
      phone: e.phone,
      placesOfBusiness: e.placesOfBusiness.flatMap((id) => {
        const place = placeById.get(id);
        return place ? [{ id, name: place.name }] : [];
      }),
      professionTitles: e.professionTitles.flatMap((id) => titleById.get(id) ?? []),
      status: e.status,
      passivationReason: e.passivationReason ?? null,
    })),
  };
};

/** GET /v1/TSP/InternalEmployeeEditView?internalEmployeeId&initiallySelectedEmploymentRelationshipId. */
export const internalEmployeeEditView: Handler<typeof getInternalEmployeeEditView> = async ({ query }, c) => {
  const who = await callerTeamLead(c);
  const employee = await employeeOfCustomers(who.customerIds, query.internalEmployeeId);
  const asked = query.initiallySelectedEmploymentRelationshipId;
  const [code, person, askedRelationship] = await Promise.all([
    identityCodeOf(employee.id),
    people().doc(employee.id).get(),
    asked === undefined ? null : relationshipOf(employee.customerId, asked),
  ]);
  return {
    employee: toInternalEmployeeView(employee, code, Boolean(person.data()?.firebaseUid)),
    selectedEmploymentRelationshipId: askedRelationship?.id ?? employee.employmentRelationship ?? null,
  };
};

/** GET /v1/TSP/CustomerRelationships?customerId. */
export const customerRelationships: Handler<typeof getCustomerRelationships> = async ({ query }, c) => {
  const customerIds = customerIdsOf(await callerTeamLead(c), query.customerId);
  const list = await relationshipsOfCustomers(customerIds);
  return { relationships: list.sort((a, b) => a.name.localeCompare(b.name, 'fi')) };
};

/** GET /v1/TSP/EmployeePlaceOfBusiness?employeeId. */
export const employeePlaceOfBusiness: Handler<typeof getEmployeePlaceOfBusiness> = async ({ query }, c) => {
  const who = await callerTeamLead(c);
  const employee = await employeeOfCustomers(who.customerIds, query.employeeId);
  const places = await placesOfCustomers([employee.customerId]);
  return { placesOfBusiness: places.filter((p) => employee.placesOfBusiness.includes(p.id)).map(placeView) };
};
