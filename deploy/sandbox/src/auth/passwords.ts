import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';

const COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// A sign-in for an e-mail with no usable password still pays for one comparison, so the answer
// takes as long as a wrong password would: timing does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;
export const comparisonStandIn = () =>
  (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));
