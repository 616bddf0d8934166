/**
 * The fake's token signing key: an RSA pair made at start (no files), published as a JWKS the way
 * login.microsoftonline.com/{tenant}/discovery/v2.0/keys does (kty, use, kid, x5t, n, e), and a
 * stranger key with the same kid for forged signatures.
 */
import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { exportJWK, type JWTPayload, type JWTVerifyResult, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';

export interface TSigningKey {
  kid: string;
  x5t: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** A new RSA key; kid and x5t derive from the public key (no certificate, so x5t hashes the SPKI). */
export function createSigningKey(): TSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const x5t = createHash('sha1').update(der).digest('base64url');
  return { kid: x5t, x5t, privateKey, publicKey };
}

/** The JWKS document: Microsoft's v2 keys carry the `{tenantid}` issuer template too. */
export async function jwksOf(key: TSigningKey): Promise<{ keys: Record<string, unknown>[] }> {
  const jwk = await exportJWK(key.publicKey);
  return {
    keys: [
      {
        kty: 'RSA',
        use: 'sig',
        kid: key.kid,
        x5t: key.x5t,
        n: jwk.n,
        e: jwk.e,
        issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
      },
    ],
  };
}

/** Signs claims as Microsoft does: RS256 with typ, kid and x5t in the header. */
export function signToken(key: TSigningKey, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ typ: 'JWT', alg: 'RS256', kid: key.kid, x5t: key.x5t })
    .sign(key.privateKey);
}

/** Signs with HS256 (a forged alg) using the given secret. */
export function signHs256(key: TSigningKey, claims: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ typ: 'JWT', alg: 'HS256', kid: key.kid })
    .sign(new TextEncoder().encode(secret));
}

/** An unsigned (alg none) token. */
export function unsigned(claims: JWTPayload): string {
  return new UnsecuredJWT(claims).encode();
}

/** Verifies a token the fake signed (RS256 only); throws jose's errors otherwise. */
export function verifyOwnToken(key: TSigningKey, token: string, now: number): Promise<JWTVerifyResult> {
  return jwtVerify(token, key.publicKey, { algorithms: ['RS256'], currentDate: new Date(now), clockTolerance: 300 });
}
