import { useEffect } from 'react';
import { useUnapprovedShiftCount } from '../api/get-unapproved-count';

/**
 * Reads how many worked shifts wait for acceptance and hands the number to the menu. A module of
 * its own, loaded lazily by the customer layout: the API client stays out of the first bundle.
 */
export default function UnapprovedCountProbe({ onCount }: { onCount: (count: number) => void }) {
  const waiting = useUnapprovedShiftCount(true);
  const count = waiting.data?.count ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
