// Forms as schemas: react-hook-form with its valibot resolver. A form's valibot schema (built in
// the domain from the spec's rules) validates it, and its messages are the spec's texts. Screens
// reach react-hook-form only through this entry: one copy on the page (this shared singleton), and
// no screen keeps touched/error state of its own.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { BaseSchema, BaseIssue, InferInput, InferOutput } from 'valibot';

type FormSchema = BaseSchema<FieldValues, FieldValues, BaseIssue<unknown>>;

export type SchemaForm<S extends FormSchema> = UseFormReturn<InferInput<S>, unknown, InferOutput<S>>;

/**
 * A form checked by `schema`. A field's message shows once it was left (then it follows every
 * keystroke) or after a submit attempt: 'onTouched', the rule every hand-written form had.
 * criteriaMode 'all' makes the resolver run every check of the schema, so a check across fields
 * (a repeated password) is not skipped while another field is still wrong.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<InferInput<S>, unknown, InferOutput<S>>, 'resolver'> = {},
): SchemaForm<S> {
  return useForm<InferInput<S>, unknown, InferOutput<S>>({
    mode: 'onTouched',
    criteriaMode: 'all',
    ...options,
    resolver: valibotResolver(schema),
  });
}
