// A charge's status as a chip (spec 002 §4 display labels); the colour only repeats the label.
import { StatusChip, type StatusTone } from '@storefront/ui';

const TONES: Record<string, StatusTone> = {
  'Por confirmar': 'warning',
  Activo: 'success',
  Vigente: 'success',
  Moroso: 'danger',
  Completado: 'info',
  Rechazado: 'neutral',
  Fallido: 'danger',
};

export function ChargeStatusChip({ label }: { label: string }) {
  return <StatusChip label={label} tone={TONES[label] ?? 'neutral'} />;
}
