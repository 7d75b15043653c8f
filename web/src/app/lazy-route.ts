import type { ComponentType } from 'react';
import { lazyChunk, type PreloadableLazy } from '@/lib/load-chunk';

export type RouteModule = { default: ComponentType };

export function lazyRoute(load: () => Promise<RouteModule>): PreloadableLazy<ComponentType> {
  return lazyChunk(load);
}
