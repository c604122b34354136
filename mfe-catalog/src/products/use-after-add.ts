// Spec 000 §2: "if the response says removed is false and the landing view has addItemRedirect,
// go there; otherwise close the modal", with the added-to-cart banner either way.
import { useNavigate } from 'react-router-dom';
import type { AddProductResult } from '@storefront/sdk';
import { useStorePath } from '@storefront/state';

export function useAfterAdd(addItemRedirect: string | null | undefined, otherwise: () => void) {
  const navigate = useNavigate();
  const storePath = useStorePath();
  return (result: AddProductResult) => {
    if (!result.removed && addItemRedirect) {
      if (/^https?:\/\//i.test(addItemRedirect)) window.location.assign(addItemRedirect);
      else navigate(storePath(addItemRedirect));
      return;
    }
    otherwise();
  };
}
