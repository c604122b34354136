import type { Transport } from '../transport';
import { UserSchema, type Address, type User } from '../schemas/auth';
import { seg } from './ids';

export type NewAddress = Omit<Address, '_id'>;

/** Own user only (another's → 404). */
export function createUsersResource(t: Transport) {
  return {
    get: (userId: string): Promise<User> => t.request('GET', `users/${seg(userId)}`, { schema: UserSchema }),
    addAddress: (userId: string, address: NewAddress): Promise<User> =>
      t.request('POST', `users/${seg(userId)}/addAddress`, { body: address, schema: UserSchema }),
  };
}
export type UsersResource = ReturnType<typeof createUsersResource>;
