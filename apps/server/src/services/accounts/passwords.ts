import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended setting (19 MiB, 2 passes). */
const OPTIONS = { // 2 = Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verifying against this when the account does not exist keeps response times alike. */
export const DUMMY_HASH = await hashPassword('laurel-timing-equaliser');
