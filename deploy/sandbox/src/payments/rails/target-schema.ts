// The target of a rail payment in a body schema (001 §7 "subscriptionId or paymentIntentId").
import { idField as id } from '../../http/schema';

export const railTargetProperties = { subscriptionId: id, paymentIntentId: id } as const;
const text = { type: 'string', minLength: 1, maxLength: 2000 } as const;
export const urlProperty = text;
export const subjectProperty = { type: 'string', minLength: 1, maxLength: 500 } as const;
