import * as v from 'valibot';
import { optStr } from './common';

export const TemplateSchema = v.looseObject({
  _id: v.string(),
  styles: v.looseObject({
    colors: v.looseObject({
      primary: optStr(),
      secondary: optStr(),
      tertiary: optStr(),
      background: optStr(),
      info: optStr(),
      success: optStr(),
      warning: optStr(),
      error: optStr(),
    }),
    texts: v.optional(v.looseObject({ fontFamily: optStr(), headingFontFamily: optStr() }), {}),
  }),
  navigation: v.optional(
    v.looseObject({ navbar: v.optional(v.looseObject({ height: v.nullish(v.union([v.number(), v.string()])) }), {}) }),
    {},
  ),
});
export type Template = v.InferOutput<typeof TemplateSchema>;
