// One of the three lists of 001 §2 (active, paused, ended): its heading, its subscriptions, or
// its empty text.
import type { SubscriptionGroup } from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/purchases';
import { Box, Heading, Stack, Text } from '@storefront/ui';
import type { SubscriptionActionKind } from './subscription-action';
import { SubscriptionItem } from './subscription-item';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from './subscriptions-texts';

export function SubscriptionSection({
  group,
  subscriptions,
  onAction,
  onAddCard,
  addingCard,
}: {
  group: SubscriptionGroup;
  subscriptions: Subscription[];
  onAction(kind: SubscriptionActionKind, subscription: Subscription): void;
  onAddCard(subscriptionId: string): void;
  addingCard: boolean;
}) {
  const texts = TEXTS.sections[group];
  const headingId = `subscriptions-${group}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="3">
        {texts.title}
      </Heading>
      {subscriptions.length === 0 ? (
        <Text
          color="fg.muted"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="lg"
          p="4"
          textAlign="center"
        >
          {texts.empty}
        </Text>
      ) : (
        <Stack as="ul" aria-labelledby={headingId} gap="3" listStyleType="none" m="0" p="0">
          {subscriptions.map((subscription) => (
            <SubscriptionItem
              key={subscription._id}
              subscription={subscription}
              onAction={(kind) => onAction(kind, subscription)}
              onAddCard={() => onAddCard(subscription._id)}
              addingCard={addingCard}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
