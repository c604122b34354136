// One section of "Mis Cobros" (spec 002 §2): its title, its charges, or its empty text.
import { chargePath, type ChargeListSection } from '@storefront/domain';
import type { Charge } from '@storefront/sdk/charges';
import { useStorePath } from '@storefront/state';
import { ListSection } from '../../components/list-section';
import { ChargeListItem } from './charge-list-item';

export function ChargeSection({
  section,
  charges,
  now,
}: {
  section: ChargeListSection;
  charges: Charge[];
  now: Date;
}) {
  const storePath = useStorePath();
  return (
    <ListSection
      headingId={`charges-${section.status}`}
      title={section.title}
      empty={section.empty}
    >
      {charges.map((charge) => (
        <ChargeListItem
          key={charge._id}
          charge={charge}
          path={storePath(chargePath(charge))}
          now={now}
        />
      ))}
    </ListSection>
  );
}
