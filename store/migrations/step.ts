/**
 * One schema step, in both databases' words. `version` is its number on both (SQLite's, since
 * SQLite is the default store and its databases kept theirs); a database without text for a step
 * records it as applied and runs nothing. Never edit a released step: add a new one.
 */
export interface SchemaStep {
  version: number;
  name: string;
  sqlite?: string;
  postgres?: string;
}
