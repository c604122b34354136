// Form schemas from the domain's rules: a form's valibot schema checks each field with the same
// validator the rest of the product uses, so its message is the spec's text and is written once.
import * as v from 'valibot';

/** A text field checked by `validate` (null = valid, else the message to show). */
export function textRule(validate: (value: string) => string | null) {
  return v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? validate(dataset.value) : null;
      if (message) addIssue({ message });
    }),
  );
}

/** A checkbox that must be ticked, with `validate`'s message when it is not. */
export function checkRule(validate: (value: boolean) => string | null) {
  return v.pipe(
    v.boolean(),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? validate(dataset.value) : null;
      if (message) addIssue({ message });
    }),
  );
}
