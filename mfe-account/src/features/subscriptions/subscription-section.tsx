// One of the three lists of 001 §2 (active, paused, ended): its heading, its subscriptions, or
// its empty text.
import type { SubscriptionGroup } from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/purchases';
import { ListSection } from '../../components/list-section';
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
  return (
    <ListSection headingId={`subscriptions-${group}`} title={texts.title} empty={texts.empty}>
      {subscriptions.map((subscription) => (
        <SubscriptionItem
          key={subscription._id}
          subscription={subscription}
          onAction={(kind) => onAction(kind, subscription)}
          onAddCard={() => onAddCard(subscription._id)}
          addingCard={addingCard}
        />
      ))}
    </ListSection>
  );
}
