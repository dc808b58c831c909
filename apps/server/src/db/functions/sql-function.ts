/**
 * One SQL function's current definition (ADR 027). Migrations keep the history of how the function got
 * here and are never edited; this is the one place that says what it is today. The migrator runs
 * `statements` after the migrations whenever their hash differs from the one stored in the function's
 * comment, so an edit here reaches a fresh database and an upgraded one alike.
 */
export interface SqlFunction {
  /** `name(argument types)`, as `COMMENT ON FUNCTION` and `to_regprocedure` take it. */
  signature: string;
  /**
   * `CREATE OR REPLACE FUNCTION …` first, then what must hold after each definition (owner, grants).
   * `CREATE OR REPLACE` cannot change the arguments or the result type: that takes a migration that
   * drops the old function, after which these statements create the new one.
   */
  statements: readonly string[];
}
