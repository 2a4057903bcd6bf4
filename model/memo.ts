// Memos for `dev`, which reloads the project on every edit while most files stay the same. A
// one-off build leaves them off: it would only keep every parsed file alive until it exits.
export const devMemo = { enabled: false };

export function memoised<V>(cache: Map<string, { source: string; value: V }>, key: string, source: string, make: () => V): V {
  if (!devMemo.enabled) return make();
  const hit = cache.get(key);
  if (hit?.source === source) return hit.value;
  const value = make();
  cache.set(key, { source, value });
  return value;
}
