// 002 §2: an unknown, inactive or another store's service shows a screen saying the service
// "no existe o no se encuentra activo" (both service routes).
import { useNavigate } from 'react-router-dom';
import { SERVICE_TEXTS } from '@storefront/domain';
import { useStorePath } from '@storefront/state';
import { NotFoundPage } from '@storefront/ui';
import { SERVICE_PAGE_TEXTS as TEXTS } from './service-texts';

export function ServiceNotFound() {
  const navigate = useNavigate();
  const storePath = useStorePath();
  return (
    <NotFoundPage
      title={TEXTS.notFoundTitle}
      description={SERVICE_TEXTS.notFound}
      actionLabel={TEXTS.goToCharges}
      onAction={() => navigate(storePath('userpanel/charges'))}
    />
  );
}
