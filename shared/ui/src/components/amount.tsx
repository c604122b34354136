import { Text, type TextProps } from '@chakra-ui/react';
import { formatAmount } from '@storefront/domain';

export interface AmountProps extends Omit<TextProps, 'children'> {
  value: number;
  /** 'clp' (default, 0 decimals), 'uf' (2 decimals), ... (spec 000 §9). */
  currency?: string;
}

/** A price or amount in the spec's format (es-CL), from @storefront/domain's formatAmount. */
export function Amount({ value, currency = 'clp', ...rest }: AmountProps) {
  return (
    <Text as="span" {...rest}>
      {formatAmount(value, currency)}
    </Text>
  );
}
