import { getCustomerProfessionTitleOptions } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The customer's profession titles (GET /v1/RecruitOrder/CustomerProfessionTitleOptions); nothing until a customer is known. */
export const useProfessionTitleOptions = (customerId: string) =>
  useEndpoint(getCustomerProfessionTitleOptions, customerId ? { query: { customerId } } : null);
