// The User shape of API.md, from a users row.
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema/index';

export type UserRow = Selectable<UsersTable>;

/** Who the user is: the User shape without her addresses, as the access token's claims carry it. */
export interface UserIdentity {
  userId: string;
  email: string | null;
  name: string | null;
  lastName: string | null;
  phone: string | null;
  phonePrefix: string | null;
  rut: string | null;
  isGuest: boolean;
}

export interface User extends UserIdentity {
  addresses: Record<string, unknown>[];
}

export function toUser(row: UserRow): User {
  return {
    userId: row.id,
    email: row.email,
    name: row.name,
    lastName: row.last_name,
    phone: row.phone,
    phonePrefix: row.phone_prefix,
    rut: row.rut,
    isGuest: row.is_guest,
    addresses: row.addresses,
  };
}
