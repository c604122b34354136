import type { Transport } from '../transport';
import { BooleanSchema } from '../schemas/common';
import { CardListSchema, CardSchema, DeletedSchema, InscriptionSchema, type Card, type Inscription } from '../schemas/card';
import { seg } from './ids';

export function createCardsResource(t: Transport) {
  return {
    listByUser: (userId: string, storeId: string): Promise<Card[]> =>
      t.request('GET', `cards/user/${seg(userId)}`, { query: { storeId }, schema: CardListSchema }),
    get: (id: string): Promise<Card> => t.request('GET', `cards/${seg(id)}`, { schema: CardSchema }),
    /** Delete is offered only when this is true (spec 002 §2). */
    canBeDeleted: (id: string): Promise<boolean> => t.request('GET', `cards/${seg(id)}/canBeDeleted`, { schema: BooleanSchema }),
    remove: (id: string): Promise<{ deleted: boolean }> => t.request('DELETE', `cards/${seg(id)}`, { schema: DeletedSchema }),
    /** Then send the browser to `redirectUrl`; the provider returns to `returnUrl` unchanged. */
    startInscription: (body: { storeId: string; returnUrl: string }): Promise<Inscription> =>
      t.request('POST', 'cards/inscription', { body, schema: InscriptionSchema }),
    /** Failed or unknown inscription → 400 "Inscription failed". */
    confirmInscription: (body: { token: string; storeId: string }): Promise<Card> =>
      t.request('POST', 'cards/inscription/confirm', { body, schema: CardSchema }),
  };
}
export type CardsResource = ReturnType<typeof createCardsResource>;
