// Spec 000 §2: "Any unknown path redirects to the store root (in marketplace mode, to the first
// path segment)". The prefix is that segment; on an own host the root is "/".
export function unknownPathTarget(prefix: string): string {
  return prefix || '/';
}
