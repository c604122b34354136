// Single-payment scenes (API.md "Payments (issue 13)", "Sandbox-only"): a merchant's payment link
// or payment request, an intent made by the shopper, an intent's expiry moved; and the receipt PDF
// a test downloaded, read back as text.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { SANDBOX_URL } from './env';
import type { SceneTokens } from './session';

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-origin-type': 'shopper',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!response.ok)
    throw new Error(`${method} ${path}: HTTP ${response.status} ${json?.message ?? ''}`);
  return json?.data as T;
}

export interface SceneLink {
  _id: string;
  price: number;
  currency: string;
  description: string;
}
export interface SceneRequest {
  _id: string;
  status: string;
  userEmail: string;
}
export interface SceneIntent {
  _id: string;
  status: string;
  expirationDate: string;
  paymentMethod: { name: string };
}

/** A merchant's active payment link (POST /sandbox/paymentLinks). */
export const sceneLink = (body: {
  storeId: string;
  price: number;
  description: string;
  currency?: 'clp' | 'uf';
}) => call<SceneLink>('POST', '/sandbox/paymentLinks', body);

/** A merchant's pending payment request (POST /sandbox/paymentRequests). */
export const sceneRequest = (body: {
  storeId: string;
  userEmail: string;
  price: number;
  description: string;
  currency?: 'clp' | 'uf';
}) => call<SceneRequest>('POST', '/sandbox/paymentRequests', body);

/** The shopper starts an intent (POST /v1/paymentIntents), as the screen would in another tab. */
export const shopperIntent = (
  tokens: SceneTokens,
  body: {
    paymentRequestId: string;
    userEmail: string;
    paymentMethod: { name: string };
    price: number;
  },
) => call<SceneIntent>('POST', '/v1/paymentIntents', body, tokens.access);

/** The intent as the server has it now. */
export const readIntent = (tokens: SceneTokens, id: string) =>
  call<SceneIntent>(
    'GET',
    `/v1/paymentIntents/${encodeURIComponent(id)}`,
    undefined,
    tokens.access,
  );

/** The request's intents as the server has them now, newest first. */
export const readIntents = (tokens: SceneTokens, requestId: string) =>
  call<SceneIntent[]>(
    'GET',
    `/v1/paymentRequests/${encodeURIComponent(requestId)}/paymentIntents`,
    undefined,
    tokens.access,
  );

/** The request as the server has it now. */
export const readRequest = (tokens: SceneTokens, id: string) =>
  call<SceneRequest>(
    'GET',
    `/v1/paymentRequests/${encodeURIComponent(id)}`,
    undefined,
    tokens.access,
  );

/** Moves the intent's expirationDate to now + seconds (POST /sandbox/paymentIntents/{id}/expireIn). */
export const expireIntentIn = (id: string, seconds: number) =>
  call<SceneIntent>('POST', `/sandbox/paymentIntents/${encodeURIComponent(id)}/expireIn`, {
    seconds,
  });

/**
 * The downloaded PDF's text on one line: whitespace runs become one space, and a line the layout
 * broke after a hyphen (an e-mail such as soporte@tienda-demo.cl) is joined again.
 */
export async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/-\n/g, '-').replace(/\s+/g, ' ');
}

/** Whether the PDF embeds a JPEG image (the store logo as a data URL; the default logo is vector). */
export async function pdfHasJpeg(download: Download): Promise<boolean> {
  const bytes = await readFile(await download.path());
  return bytes.includes(Buffer.from('/DCTDecode'));
}
