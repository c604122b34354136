import type { Transport } from '../transport';
import { TemplateSchema, type Template } from '../schemas/template';
import { PolicySchema, type Policy } from '../schemas/policy';
import { seg } from './ids';

export function createTemplatesResource(t: Transport) {
  return { get: (id: string): Promise<Template> => t.request('GET', `templates/${seg(id)}`, { schema: TemplateSchema }) };
}
export type TemplatesResource = ReturnType<typeof createTemplatesResource>;

export function createPoliciesResource(t: Transport) {
  return { get: (storeId: string): Promise<Policy> => t.request('GET', `policies/${seg(storeId)}`, { schema: PolicySchema }) };
}
export type PoliciesResource = ReturnType<typeof createPoliciesResource>;
