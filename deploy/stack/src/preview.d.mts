// Types for preview.mjs (read by the shell server, shell/server/).
import type { Registry } from './registry.mjs';

export declare const PREVIEW_COOKIE: 'storefront_preview';
/** The preview a request asks for (`storefront_preview=<package>@<version>`); null without one. */
export declare function previewOf(req: { headers: { cookie?: string } }): { remote: string; version: string } | null;
/** The live document with the previewed remote at its published version; null when not published. */
export declare function withPreview<R extends { package?: string }>(
  live: { remotes: R[] },
  registry: Pick<Registry, 'published'>,
  preview: { remote: string; version: string },
  cdnUrl: string,
): { remotes: R[] } | null;
