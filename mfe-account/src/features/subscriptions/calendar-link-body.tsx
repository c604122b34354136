// The calendar dialog's content, a chunk of its own: its read-only address field is the
// subscriptions page's only text field, and `@storefront/ui/fields` loads with it, on the click,
// not with the list (issue 41).
import type { CalendarLink } from '@storefront/sdk/subscriptions';
import { Button, Link as TextLink, Stack, Text } from '@storefront/ui';
import { Input } from '@storefront/ui/fields';
import { SUBSCRIPTIONS_TEXTS } from './subscriptions-texts';

const TEXTS = SUBSCRIPTIONS_TEXTS.calendar;

export default function CalendarLinkBody({ link }: { link: CalendarLink }) {
  return (
    <Stack gap="4">
      <Text>{TEXTS.body}</Text>
      <Button asChild colorPalette="brand">
        <a href={link.webcalUrl}>{TEXTS.subscribe}</a>
      </Button>
      <TextLink href={link.url} download="mis-suscripciones.ics">
        {TEXTS.download}
      </TextLink>
      <Input
        readOnly
        value={link.url}
        aria-label={TEXTS.urlLabel}
        onFocus={(e) => e.currentTarget.select()}
      />
    </Stack>
  );
}
