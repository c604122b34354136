// The receipt's body (spec 002 §2): a green check and 'Pago realizado con éxito', the intro text,
// code, date and method, 'Monto original' and 'Monto final' separated by a divider, and on mobile
// the request and intent ids.
import {
  formatReceiptDateTime,
  paymentMethodTitle,
  receiptFinalAmount,
  receiptOriginalAmount,
  type ReceiptAmount,
} from '@storefront/domain';
import type { Invoice } from '@storefront/sdk/payments';
import { chakra, Flex, Heading, Separator, Stack, Text } from '@storefront/ui';
import { RECEIPT_TEXTS as T } from './receipt-texts';

function GreenCheck() {
  return (
    <Flex
      aria-hidden
      align="center"
      justify="center"
      w="16"
      h="16"
      borderRadius="full"
      bg="green.100"
      color="green.700"
    >
      <chakra.svg viewBox="0 0 24 24" w="9" h="9" fill="none" stroke="currentColor" strokeWidth="3">
        <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </chakra.svg>
    </Flex>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" gap="4" wrap="wrap">
      <chakra.dt color="fg.muted">{label}</chakra.dt>
      <chakra.dd fontWeight="medium" wordBreak="break-all" textAlign="end">
        {value}
      </chakra.dd>
    </Flex>
  );
}

function AmountLine({
  label,
  amount,
  strong,
}: {
  label: string;
  amount: ReceiptAmount;
  strong?: boolean;
}) {
  return (
    <Flex justify="space-between" align="baseline" gap="4">
      <chakra.dt fontWeight={strong ? 'semibold' : 'normal'}>{label}</chakra.dt>
      <chakra.dd fontSize={strong ? 'xl' : 'md'} fontWeight="bold">
        {amount.text} <chakra.span fontSize="sm">{amount.currency}</chakra.span>
      </chakra.dd>
    </Flex>
  );
}

export function ReceiptHeader() {
  return (
    <Stack align="center" gap="3" textAlign="center">
      <GreenCheck />
      <Heading as="h1" size="xl">
        {T.title}
      </Heading>
      <Text color="fg.muted">{T.intro}</Text>
    </Stack>
  );
}

export function ReceiptFacts({ invoice }: { invoice: Invoice }) {
  return (
    <chakra.dl display="flex" flexDirection="column" gap="2">
      <Fact label={T.code} value={invoice._id} />
      <Fact label={T.date} value={formatReceiptDateTime(invoice.createdAt)} />
      <Fact label={T.method} value={paymentMethodTitle(invoice.paymentMethod?.name ?? '')} />
    </chakra.dl>
  );
}

export function ReceiptAmounts({ invoice }: { invoice: Invoice }) {
  // One list per line: a divider may not sit inside a <dl>.
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4">
      <chakra.dl>
        <AmountLine label={T.originalAmount} amount={receiptOriginalAmount(invoice)} />
      </chakra.dl>
      <Separator />
      <chakra.dl>
        <AmountLine label={T.finalAmount} amount={receiptFinalAmount(invoice)} strong />
      </chakra.dl>
    </Stack>
  );
}

export function ReceiptIds({ requestId, intentId }: { requestId: string; intentId: string }) {
  return (
    <Stack gap="1" fontSize="xs" color="fg.muted" wordBreak="break-all">
      <Text>{T.requestId(requestId)}</Text>
      <Text>{T.intentId(intentId)}</Text>
    </Stack>
  );
}
