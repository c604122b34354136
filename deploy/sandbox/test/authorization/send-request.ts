// The authorization matrices' one way to send a request of the tables (route-access.ts,
// store-admission.ts) with a caller's token, whatever its method.
import type { Client } from '../helpers';
import type { ObjectRequest } from './route-access';

export const call = (v1: Client, request: ObjectRequest, token?: string) => {
  const path = request.url;
  if (request.method === 'GET') return v1.get(path, token);
  if (request.method === 'DELETE') return v1.del(path, token);
  if (request.method === 'PUT') return v1.put(path, request.body, token);
  if (request.method === 'PATCH') return v1.patch(path, request.body, token);
  return v1.post(path, request.body, token);
};
