import * as v from 'valibot';

export interface Category {
  name: string;
  children: Category[];
  [key: string]: unknown;
}

/** GET catalog/categories and GET categories/: a tree of `{ name, children }`. */
export const CategorySchema: v.GenericSchema<unknown, Category> = v.looseObject({
  name: v.string(),
  children: v.optional(v.array(v.lazy(() => CategorySchema)), []),
});
export const CategoryListSchema = v.array(CategorySchema);

/** GET categories/name/: children are names only. */
export const CategoryNamesSchema = v.looseObject({ name: v.string(), children: v.optional(v.array(v.string()), []) });
export type CategoryNames = v.InferOutput<typeof CategoryNamesSchema>;
