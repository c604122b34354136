import type { Selectable } from 'kysely';
import type { StoresTable } from '../db/schema/index';
import { resolveUrls, type PublicUrls } from '../config/public-urls';

export function toStore(row: Selectable<StoresTable>, urls: PublicUrls) {
  return resolveUrls(
    {
      _id: row.id,
      name: row.name,
      active: row.active,
      templateId: row.template_id,
      domain: row.domain,
      serviceType: row.service_type,
      ...row.doc,
    },
    urls,
  );
}
