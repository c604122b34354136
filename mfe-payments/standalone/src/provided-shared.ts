// What this host provides for the payments remote besides what its own code uses. Federation
// provides the shared modules a host's code imports; a shared module the host does not provide is
// taken from the remote's own fallback copy. That is fine for most, but `@storefront/ui/forms`
// (the field kit) and `@storefront/ui/fields` (the fields under it) draw with Chakra imported directly: the remote's copy would bring a second
// Chakra without the page's provider (the payment link failed with "forgot to wrap … within
// <ChakraProvider />"). Referenced here, the host provides its own copy, on its own Chakra; nothing
// loads it until a page of the remote asks for it.
export const PROVIDED_FOR_THE_REMOTE = [
  () => import('@storefront/ui/forms'),
  () => import('@storefront/ui/fields'),
];
