// The tenants: stores, their templates and policies (spec 000 §3), the sandbox's settings, and
// what the analytics collector received.
import type { Generated } from 'kysely';
import type { Json, JsonObject, Timestamp } from './column-types';

export interface SettingsTable {
  key: string;
  value: string;
}

export interface StoresTable {
  id: string;
  name: string;
  domain: string | null;
  active: boolean;
  template_id: string;
  service_type: 'deliverable' | 'service';
  payment_methods: Json<string[]>;
  /** The rest of the Store document (spec 000 §3), with `{sandbox}`/`{shell}` URL placeholders. */
  doc: Json<JsonObject>;
  position: number;
}

export interface TemplatesTable {
  id: string;
  doc: Json<JsonObject>;
}

export interface PoliciesTable {
  store_id: string;
  doc: Json<JsonObject>;
}

/** Issue 11: what the analytics collector received (POST /v1/analytics/events). */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  store_id: string;
  type: 'identify' | 'track' | 'page';
  event: string | null;
  user_id: string | null;
  anonymous_id: string | null;
  properties: Json<JsonObject>;
  received_at: Timestamp;
}
