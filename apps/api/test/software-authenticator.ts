import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data))

/**
 * A passkey in memory for the tests: a P-256 key answering WebAuthn's create (attestation "none") and get the way a
 * browser hands them to @simplewebauthn/browser's callers, for the origin and rp id the test gives.
 */
export function softwareAuthenticator(origin: string, rpId = new URL(origin).hostname) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
  const credentialId = randomBytes(16)
  let counter = 0

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  const flagsAndCount = (flags: number) => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count])
  }

  return {
    id: b64(credentialId),
    /** The answer to registration options (`startRegistration`'s result). */
    create(options: { challenge: string }) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x)],
        [-3, isoBase64URL.toBuffer(jwk.y)],
      ])
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        flagsAndCount(0x45), // user present, user verified, attested credential data
        Buffer.alloc(16), // AAGUID
        idLength,
        credentialId,
        Buffer.from(isoCBOR.encode(cose)),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      )
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    /** The answer to authentication options (`startAuthentication`'s result). */
    get(options: { challenge: string }) {
      counter++
      const authData = flagsAndCount(0x05)
      const data = clientData('webauthn.get', options.challenge)
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey)
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      }
    },
  }
}
