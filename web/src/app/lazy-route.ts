import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '@/lib/load-chunk';

export type RouteModule = { default: ComponentType };

export function lazyRoute(load: () => Promise<RouteModule>): LazyExoticComponent<ComponentType> {
  return lazyChunk(load);
}
