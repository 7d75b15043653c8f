import { getRecruitOrderView } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** What the form offers the caller (GET /v1/RecruitOrder/RecruitOrderView): customers, places, contract types, languages, the first start day. */
export const useRecruitOrderView = () => useEndpoint(getRecruitOrderView, {});
