import { Badge } from '@chakra-ui/react';

/** What a status means to the shopper: the chip's colour, never its only signal (the label is). */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const PALETTE: Record<StatusTone, string> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  info: 'blue',
  neutral: 'gray',
};

export interface StatusChipProps {
  /** The status in Spanish, as the spec names it ("Activa", "Pendiente", "Entregado"…). */
  label: string;
  tone: StatusTone;
}

/** The status of a subscription, order or charge (spec 001 §4, 002 order and charge statuses). */
export function StatusChip({ label, tone }: StatusChipProps) {
  return (
    <Badge colorPalette={PALETTE[tone]} variant="subtle" borderRadius="full" px="2.5" data-tone={tone}>
      {label}
    </Badge>
  );
}
