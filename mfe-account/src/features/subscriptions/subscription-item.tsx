// One subscription in the list (spec 001 §2 Subscription list, §4 "Subscription statuses and
// labels", "Actions by status", §8 banners): its products, status chips, next payday, frequency
// and price per period, the banner its state calls for, and the actions its status, card and the
// store's policy allow. The buttons only open dialogs; the page runs them.
import { Link as RouterLink } from 'react-router-dom';
import {
  canPause,
  formatAmount,
  formatDate,
  normalizeSubscriptionStatus,
  subscriptionActions,
  subscriptionFrequencyLabel,
  subscriptionGroup,
  subscriptionNotice,
  subscriptionStatusView,
} from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/purchases';
import { useStorePath, useTenant } from '@storefront/state';
import { Button, Flex, Heading, Image, Stack, StatusChip, Text } from '@storefront/ui';
import { Fact } from '../../components/fact';
import { PanelListItem } from '../../components/panel-list-item';
import type { SubscriptionActionKind } from './subscription-action';
import { SubscriptionCardFact } from './subscription-card-fact';
import { subscriptionName } from './subscription-name';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from './subscriptions-texts';

export interface SubscriptionItemProps {
  subscription: Subscription;
  onAction(kind: SubscriptionActionKind): void;
  onAddCard(): void;
  addingCard: boolean;
}

export function SubscriptionItem({
  subscription,
  onAction,
  onAddCard,
  addingCard,
}: SubscriptionItemProps) {
  const { policy } = useTenant();
  const storePath = useStorePath();
  const name = subscriptionName(subscription);
  const nameId = `subscription-${subscription._id}`;
  const status = subscriptionStatusView(subscription);
  const notice = subscriptionNotice(subscription);
  const allowShopperTo = policy.subscriptionPolicy?.allowShopperTo;
  const actions = subscriptionActions({
    status: subscription.status,
    hasCard: Boolean(subscription.cardId),
    canPause: canPause({
      billingFrequency: subscription.billingFrequency,
      status: normalizeSubscriptionStatus(subscription.status),
      trialDays: subscription.trialDays,
      policyAllowsPause: allowShopperTo?.pause,
    }),
    canCancel: allowShopperTo?.cancel !== false,
  });
  const paused = normalizeSubscriptionStatus(subscription.status) === 'paused';
  const live = subscriptionGroup(subscription.status) !== 'ended';
  const label = (action: string) => TEXTS.actionLabel(action, name);
  const actionButton = (kind: SubscriptionActionKind, text: string, primary = false) => (
    <Button
      key={kind}
      size="sm"
      variant={primary ? 'solid' : 'outline'}
      colorPalette={primary ? 'brand' : undefined}
      aria-label={label(text)}
      onClick={() => onAction(kind)}
    >
      {text}
    </Button>
  );

  return (
    <PanelListItem aria-labelledby={nameId}>
      <Stack gap="4">
        <Flex gap="4" align="flex-start">
          <Thumbnail subscription={subscription} />
          <Stack gap="2" minW="0" flex="1">
            <Heading as="h3" id={nameId} size="md">
              {name}
            </Heading>
            <Flex gap="2" wrap="wrap" aria-label={TEXTS.status} role="group">
              <StatusChip label={status.label} tone={status.tone} />
              {status.detail ? <StatusChip label={status.detail} tone="neutral" /> : null}
            </Flex>
            <Stack
              as="ul"
              gap="0.5"
              listStyleType="none"
              m="0"
              p="0"
              color="fg.muted"
              fontSize="sm"
            >
              {subscription.products.map((product) => (
                <Text as="li" key={product.productId}>
                  {product.name} · {TEXTS.quantity(product.quantity)}
                </Text>
              ))}
            </Stack>
          </Stack>
        </Flex>

        <Flex as="dl" wrap="wrap" columnGap="8" rowGap="2" m="0">
          {live ? <Fact label={TEXTS.nextPayday}>{formatDate(subscription.payday)}</Fact> : null}
          {paused && subscription.pausedUntil ? (
            <Fact label={TEXTS.pausedUntil}>{formatDate(subscription.pausedUntil)}</Fact>
          ) : null}
          <Fact label={TEXTS.frequency}>
            {subscriptionFrequencyLabel(subscription.type, subscription.billingFrequency)}
          </Fact>
          <Fact label={TEXTS.price}>{formatAmount(subscription.price, subscription.currency)}</Fact>
          <SubscriptionCardFact cardId={subscription.cardId} />
        </Flex>

        {notice ? (
          <Text
            role="status"
            borderRadius="md"
            px="3"
            py="2"
            bg={notice.tone === 'danger' ? 'red.subtle' : 'orange.subtle'}
            color={notice.tone === 'danger' ? 'red.fg' : 'orange.fg'}
          >
            {notice.text}
          </Text>
        ) : null}

        <Flex gap="2" wrap="wrap" justify={{ base: 'stretch', sm: 'flex-end' }}>
          {actions.retry ? actionButton('retry', TEXTS.actions.retry, true) : null}
          {actions.reactivate ? actionButton('reactivate', TEXTS.actions.reactivate, true) : null}
          {actions.resume ? actionButton('resume', TEXTS.actions.resume, true) : null}
          {actions.addCard ? (
            <Button
              size="sm"
              colorPalette="brand"
              aria-label={label(TEXTS.actions.addCard)}
              loading={addingCard}
              onClick={onAddCard}
            >
              {TEXTS.actions.addCard}
            </Button>
          ) : null}
          {actions.edit ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink
                to={storePath(`postsubscription/${encodeURIComponent(subscription._id)}`)}
                aria-label={label(TEXTS.actions.edit)}
              >
                {TEXTS.actions.edit}
              </RouterLink>
            </Button>
          ) : null}
          {actions.pause ? actionButton('pause', TEXTS.actions.pause) : null}
          {actions.cancel ? actionButton('cancel', TEXTS.actions.cancel) : null}
        </Flex>
      </Stack>
    </PanelListItem>
  );
}

function Thumbnail({ subscription }: { subscription: Subscription }) {
  const imageUrl = subscription.products.find((p) => p.product?.imageUrl)?.product?.imageUrl;
  if (!imageUrl) return null;
  return (
    <Image
      src={imageUrl}
      alt=""
      boxSize={{ base: '14', md: '16' }}
      objectFit="cover"
      borderRadius="md"
      flexShrink={0}
      loading="lazy"
    />
  );
}
