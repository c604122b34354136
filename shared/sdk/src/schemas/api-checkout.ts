// createApiCheckoutSub's answer (001 §7 `createApiCheckoutSub | token, storeId | list`; API.md
// "Fast checkout (issue 13)"): the list of subscriptions the merchant's token created, and the
// merchant's callback and error URLs (000 §3 client-stored items) for the screen to keep.
import * as v from 'valibot';
import { SubscriptionSchema } from './subscription';

export const ApiCheckoutResultSchema = v.looseObject({
  subscriptions: v.pipe(v.array(SubscriptionSchema), v.minLength(1)),
  callbackUrl: v.nullable(v.string()),
  errorUrl: v.nullable(v.string()),
});
export type ApiCheckoutResult = v.InferOutput<typeof ApiCheckoutResultSchema>;
