import type { KeyObject } from 'node:crypto';
import type { CurrentUser } from './context.ts';

/*
 * What the context hands every layer that a domain makes: core declares the port, the domain
 * implements it and app/create-context.ts plugs the one into the other, so core names no domain
 * (docs/decisions/019-domains-in-order.md). The payment providers' port is payment-providers.ts.
 */

/**
 * Token → user without a database round trip on most requests (issue 11 "fast sessions").
 * A process keeps the sessions it has seen, each with its user's row; every service that ends
 * sessions or changes a user's row calls `forgetUser` once its transaction has committed
 * (apps/server/src/services/accounts/README.md#sessions). Made by services/accounts/session-cache.ts.
 */
export interface SessionCache {
  /** The user behind a token hash: the cached session if it is still good, else `load`'s. */
  resolve(tokenHash: string): Promise<CurrentUser | null>;
  /**
   * Drops every cached session of the user, in this process at once and, with Redis, in every
   * other process before their next request (their revocation stamp no longer matches).
   */
  forgetUser(userId: number): Promise<void>;
  close(): Promise<void>;
}

/** What names a public key: its SHA-256 fingerprint and the id made of its first 16 hex digits. */
export interface KeyName {
  /**
   * `sha256:` and the SHA-256 of the key's DER SubjectPublicKeyInfo, in hex: what
   * `openssl pkey -pubin -in key.pem -outform DER | openssl dgst -sha256` prints.
   */
  fingerprint: string;
  keyId: string;
}

/**
 * The organiser's key that signs certificates' verification records
 * (apps/server/src/services/documents/README.md#certificates). Made by services/documents/certificate-key.ts.
 */
export interface CertificateKey extends KeyName {
  privateKey: KeyObject;
  /** SPKI PEM: what the organiser publishes and the verification page shows. */
  publicKeyPem: string;
}
