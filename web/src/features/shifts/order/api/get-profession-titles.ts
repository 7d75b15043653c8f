import { getCustomerProfessionTitles, professionTitlesQuery } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

export const professionTitlesInput = professionTitlesQuery;

/** The titles an order can be for, those used at the place first (GET .../ProfessionTitles?placeOfWorkId); null: not asked yet. */
export function useCustomerProfessionTitles(placeOfWorkId: string | null) {
  return useEndpoint(getCustomerProfessionTitles, placeOfWorkId ? { query: { placeOfWorkId } } : null);
}
