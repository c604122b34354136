import * as v from 'valibot';
import { ResponseShapeError } from './errors';

export type Schema<T> = v.GenericSchema<unknown, T>;

export interface ShapeContext {
  status: number;
  code: number;
  method?: string;
  url?: string;
}

/** Checks `data` against a valibot schema at the boundary; a mismatch is a ResponseShapeError. */
export function parseShape<T>(schema: Schema<T>, data: unknown, context: ShapeContext): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new ResponseShapeError({ ...context, issues });
}
