import { Text } from '@storefront/ui';

/** Why the dialog's action did not go through, read out as it appears. */
export function FailureText({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <Text role="alert" color="brand.error" mt="3">
      {failure}
    </Text>
  );
}
