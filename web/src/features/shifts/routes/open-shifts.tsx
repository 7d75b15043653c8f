import { Redirect, useParams, useSearch } from 'wouter';
import { OpenShifts } from '../components/open-shifts';
import { offerPageHref, readOfferFilter, readOfferPage } from '../model';

/**
 * `/open-shifts/:skip/:take?day&place&title`: the open and suggested shifts a page at a time,
 * filtered as the address says. An address the route would not take (not whole numbers, more
 * than 50) is replaced by the first page of ten, keeping the filter.
 */
export default function OpenShiftsRoute() {
  const { skip, take, canonical } = readOfferPage(useParams<{ skip: string; take: string }>());
  const filter = readOfferFilter(useSearch());
  if (!canonical) return <Redirect to={offerPageHref({ skip, take }, filter)} replace />;
  return <OpenShifts skip={skip} take={take} filter={filter} />;
}
