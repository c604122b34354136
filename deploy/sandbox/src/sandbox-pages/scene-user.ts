// The shopper a scene is set up for, by e-mail (stored lowercase): 404 'User not found' when no
// account has it, so a test that names the wrong shopper fails at once.
import type { AppContext } from '../context';
import { notFound } from '../http/errors';

export async function sceneUser(ctx: AppContext, email: string): Promise<{ id: string }> {
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw notFound('User not found');
  return user;
}
