import type { CustomerOrganizationsResponse, PlaceOfBusinessView, StaffCustomerRelationship } from '@vuoro/domain';
import type { EndpointState } from '@/lib/use-endpoint';
import { titleChoices } from '@/lib/work-data-names';
import { useCustomerOrganizations, useCustomerRelationships, usePlacesOfBusiness } from '../api';

/** Everything the form chooses from, for all the team lead's customers. */
export interface ChoiceData {
  organizations: CustomerOrganizationsResponse;
  places: PlaceOfBusinessView[];
  relationships: StaffCustomerRelationship[];
}

/** What the form chooses from for one customer: its places, relationships, suggestion groups, and the titles. */
export interface EmployeeChoices {
  customers: { id: string; name: string }[];
  places: PlaceOfBusinessView[];
  relationships: StaffCustomerRelationship[];
  suggestionGroups: { id: string; name: string }[];
  titles: { id: string; label: string }[];
}

/** The three loads the form needs; each failed one with its own text and retry. */
export function useChoiceData(): { data: ChoiceData | null; failures: { key: string; state: EndpointState<unknown> }[] } {
  const organizations = useCustomerOrganizations();
  const places = usePlacesOfBusiness();
  const relationships = useCustomerRelationships();
  const failures = [
    { key: 'customer:internalEmployees.loadFailed', state: organizations as EndpointState<unknown> },
    { key: 'customer:internalEmployees.placesLoadFailed', state: places as EndpointState<unknown> },
    { key: 'customer:internalEmployees.relationshipsLoadFailed', state: relationships as EndpointState<unknown> },
  ].filter((f) => f.state.status === 'error');
  if (!organizations.data || !places.data || !relationships.data) return { data: null, failures };
  return {
    data: {
      organizations: organizations.data,
      places: places.data.placesOfBusiness,
      relationships: relationships.data.relationships,
    },
    failures,
  };
}

/** The choices of one customer, titles named in `language`. */
export function choicesFor(data: ChoiceData, customerId: string, language: string): EmployeeChoices {
  return {
    customers: data.organizations.customers.map((c) => ({ id: c.id, name: c.name })),
    places: data.places.filter((p) => p.customerId === customerId),
    relationships: data.relationships.filter((r) => r.customerId === customerId),
    suggestionGroups: data.organizations.customers.find((c) => c.id === customerId)?.suggestionGroups ?? [],
    titles: titleChoices(data.organizations.professionTitles, language),
  };
}
