import { config } from './config';

export type Side = 'talent' | 'staff';

/** Which side a host serves: the staff hosts are configured, every other host is the talent side. */
export function sideOfHost(host: string, staffHosts: readonly string[] = config.staffHosts): Side {
  return staffHosts.includes(host) ? 'staff' : 'talent';
}

export const currentSide = (): Side => sideOfHost(window.location.host);
