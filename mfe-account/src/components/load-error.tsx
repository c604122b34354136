// A read that failed, with its retry: one look for every panel screen of this remote.
import { Button, Stack, Text } from '@storefront/ui';

export function LoadError({
  text,
  retry,
  onRetry,
}: {
  text: string;
  retry: string;
  onRetry(): void;
}) {
  return (
    <Stack role="alert" align="flex-start" gap="3" borderWidth="1px" borderRadius="lg" p="5">
      <Text>{text}</Text>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </Stack>
  );
}
