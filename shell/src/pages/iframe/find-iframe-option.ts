// Spec 000 §2 iframe/{text}: the address comes from the navbar option (mobile or desktop list,
// dropdowns included) whose text matches and whose link starts with "ihttp"; the leading "i" is
// dropped. No match → null (the page sends the shopper to the store root).
import type { NavOption } from '@storefront/sdk';

function* walk(options: readonly NavOption[] | null | undefined): Generator<NavOption> {
  for (const option of options ?? []) {
    yield option;
    yield* walk(option.dropdown);
  }
}

export function findIframeAddress(
  text: string,
  lists: Array<readonly NavOption[] | null | undefined>,
): string | null {
  for (const list of lists) {
    for (const option of walk(list)) {
      const link = option.linkUrl?.trim() ?? '';
      if (option.text === text && /^ihttps?:\/\//i.test(link)) return link.slice(1);
    }
  }
  return null;
}
