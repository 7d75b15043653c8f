import { getDeskShifts, type deskShiftsQuery } from '@vuoro/domain';
import type { z } from 'zod';
import { useEndpoint } from '@/lib/use-endpoint';

export type DeskShiftsInput = z.input<typeof deskShiftsQuery>;

/** Every customer's shifts in a Helsinki period (GET /v1/Desk/Shifts), of one customer when asked. */
export function useDeskShifts(query: DeskShiftsInput) {
  return useEndpoint(getDeskShifts, { query });
}
