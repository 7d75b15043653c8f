import type { myInfoContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';

/** `/v1/MyInfo/...` (spec section 7, customer side): one handler per contract of `myInfoContracts` (domain/src/api/staff/my-info.ts). */
export const myInfoHandlers: Handlers<typeof myInfoContracts> = {};
