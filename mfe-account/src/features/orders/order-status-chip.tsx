// An order's status as a chip (spec 002 §4 labels, from the domain): the label is the text read
// aloud, the tone only colours it.
import { orderStatusLabel, orderStatusTone } from '@storefront/domain';
import { StatusChip } from '@storefront/ui';

export function OrderStatusChip({ status }: { status: string }) {
  return <StatusChip label={orderStatusLabel(status)} tone={orderStatusTone(status)} />;
}
