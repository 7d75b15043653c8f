import { Redirect, useParams } from 'wouter';
import { routes } from '@vuoro/domain';
import { OpenShifts } from '../components/open-shifts';
import { readOfferPage } from '../model';

/**
 * `/open-shifts/:skip/:take`: the open and suggested shifts a page at a time. An address the
 * route would not take (not whole numbers, more than 50) is replaced by the first page of ten.
 */
export default function OpenShiftsRoute() {
  const { skip, take, canonical } = readOfferPage(useParams<{ skip: string; take: string }>());
  if (!canonical) return <Redirect to={routes.openShifts.href({ skip, take })} replace />;
  return <OpenShifts skip={skip} take={take} />;
}
