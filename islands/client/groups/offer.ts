// The quick offer pop-up: it opens by itself (a timer, a scroll past the packages), so a visitor who
// only reads the page downloads it, and never the booking forms' quote and windows
// (islands/registry.ts). Its component lives in forms-base.ts, the chunk every form shares (that
// file says why): this module is the group's entry, which esbuild keeps to a line that imports it.
export { default } from './forms-base.ts';
