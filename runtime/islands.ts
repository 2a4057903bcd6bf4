// Which code brings which island to life. Each loader is a separate chunk, fetched only by pages
// that contain that island.
import type { RuntimeConfig } from './config.ts';

export type IslandModule = { default: (el: HTMLElement, props: any, config: RuntimeConfig) => void };

export const islandLoaders: Record<string, () => Promise<IslandModule>> = {};
