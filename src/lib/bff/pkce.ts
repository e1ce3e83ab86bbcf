/**
 * PKCE for the BFF's sign-in (docs/requirements/sign-in.md#sign-in-flow: "a code challenge made from 32 random bytes hashed
 * with SHA-256"). The verifier is 32 random bytes, base64url (43 characters, RFC 7636's
 * minimum); the challenge is base64url(SHA-256(verifier)). Web Crypto, so it runs anywhere.
 */
export const PKCE_VERIFIER_BYTES = 32;

export interface PkcePair {
  verifier: string;
  challenge: string;
  method: 'S256';
}

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function s256(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

export async function createPkcePair(): Promise<PkcePair> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(PKCE_VERIFIER_BYTES)));
  return { verifier, challenge: await s256(verifier), method: 'S256' };
}
