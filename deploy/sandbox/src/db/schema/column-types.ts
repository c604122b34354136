// The column types the tables share: jsonb written as JSON text (node-postgres would turn a JS
// array into a PostgreSQL array literal) and read back parsed, and timestamps.
import type { ColumnType } from 'kysely';

/** jsonb: read as T, written as a JSON string. */
export type Json<T> = ColumnType<T, string, string>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
export type JsonObject = Record<string, unknown>;
