// Types for static-files.mjs (read by the shell server, shell/server/, and its tests).
import type { Stats } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export declare function contentType(file: string): string;
/** Absolute file path, or null when the path is not acceptable. */
export declare function resolveInside(root: string, urlPath: string): string | null;
/** Stats when `file` is a regular file. */
export declare function fileStats(file: string): Promise<Stats | null>;
export declare function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  headers: Record<string, string>,
): Promise<void>;
export declare function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers?: Record<string, string>,
): void;
export declare function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers?: Record<string, string>,
): void;
/** Starts an http server on a port; resolves with it once it listens (on a TCP port: its address). */
export declare function listen<T extends Server>(server: T, port: number): Promise<{ address(): AddressInfo } & T>;
/** Closes a server and any keep-alive connections it holds. */
export declare function close(server: Server): Promise<void>;
