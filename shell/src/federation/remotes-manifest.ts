// /remotes.json, served by the shell server from the CDN registry (deploy/README.md): which
// version of each remote is live, its manifest URL, its last-known-good version and its routes.
import * as v from 'valibot';

const AccessSchema = v.picklist(['public', 'guests', 'auth']);

export const RemoteRouteSchema = v.looseObject({
  path: v.string(),
  name: v.string(),
  access: AccessSchema,
  title: v.string(),
  /** Registered only in marketplace (or localhost) mode, e.g. paymentLink (spec 002 §2). */
  marketplaceOnly: v.optional(v.boolean()),
  /** The page never shows the navbar and footers (e.g. the payment screen, spec 002 §2): the
   *  shell hides them from the route's first paint, not after the remote has loaded. */
  hidesChrome: v.optional(v.boolean()),
  /** The page's h1, for a page in @storefront/ui's WidePage frame: the shell draws that frame
   *  and title while the page's code loads, and in the server's placeholder, so the title is
   *  painted first and the page replaces it in place (issue 15). */
  heading: v.optional(v.string()),
  /** The view of the store's content whose title, when set, replaces `heading`
   *  (content.views.<view>.title: the cards screen, the cart; issue 41). */
  headingView: v.optional(v.string()),
  /** The column the page sits in: "panel" (@storefront/ui's PanelColumn, the user panel), else
   *  WidePage's. A string, not a list: a value a newer remote adds draws the wide column here. */
  frame: v.optional(v.string()),
  /** What stands for the page's data under the heading: "rows" (@storefront/ui's RowsSkeleton,
   *  which the page shows too while its data loads), else a spinner (issue 41). */
  skeleton: v.optional(v.string()),
  /** The data the page reads, by @storefront/state/route-data's names: the shell starts those
   *  loads as soon as it has the session, beside the remote's chunks (issue 41). */
  data: v.optional(v.array(v.string())),
});

export const RemoteEntrySchema = v.looseObject({
  name: v.string(),
  package: v.optional(v.string()),
  version: v.optional(v.string()),
  manifestUrl: v.string(),
  lastKnownGood: v.nullish(
    v.looseObject({ version: v.optional(v.string()), manifestUrl: v.string() }),
  ),
  routes: v.optional(v.array(RemoteRouteSchema), []),
});

export const RemotesManifestSchema = v.looseObject({ remotes: v.array(RemoteEntrySchema) });

export type Access = v.InferOutput<typeof AccessSchema>;
export type RemoteRoute = v.InferOutput<typeof RemoteRouteSchema>;
export type RemoteEntry = v.InferOutput<typeof RemoteEntrySchema>;
export type RemotesManifest = v.InferOutput<typeof RemotesManifestSchema>;

/**
 * Parses /remotes.json. A malformed entry is dropped (its routes fall to "unknown path") rather
 * than taking the whole shell down.
 */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  const list = (json as { remotes?: unknown })?.remotes;
  if (!Array.isArray(list)) return { remotes: [] };
  const remotes: RemoteEntry[] = [];
  for (const item of list) {
    const parsed = v.safeParse(RemoteEntrySchema, item);
    if (parsed.success) remotes.push(parsed.output);
    else console.warn('remotes.json: ignoring a malformed remote entry', item);
  }
  return { remotes };
}
