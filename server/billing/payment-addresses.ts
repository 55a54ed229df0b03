import { ECDH, randomBytes } from "node:crypto";
import { bytesToHex, type Address } from "viem";
import { HDKey, hdKeyToAccount, publicKeyToAddress, type HDAccount } from "viem/accounts";

/**
 * Invoice destinations: invoice address N is the BIP-44 Ethereum address
 * m/44'/60'/0'/0/N of the service's HD key (its xpub in the database's service_chain row; the
 * private key in DATA_DIR/local-chain.json, `paymentKey`, of the instance that created it).
 * The service derives addresses from the public extended key of m/44'/60'/0'/0 only; the private
 * key is needed only to move funds (sweep.ts). Any BIP-32 wallet given the key recovers them.
 */
export const INVOICE_ADDRESS_PARENT = "m/44'/60'/0'/0";
/** Non-hardened child indices end here (BIP-32). */
const MAX_INDEX = 2 ** 31 - 1;

/** A new root extended private key ("xprv…") from 256 bits of randomness. */
export function newPaymentKey(): string {
  return HDKey.fromMasterSeed(randomBytes(32)).privateExtendedKey;
}

/** The public extended key ("xpub…") the service derives invoice addresses from. */
export function paymentPublicKey(rootPrivateKey: string): string {
  return HDKey.fromExtendedKey(rootPrivateKey).derive(INVOICE_ADDRESS_PARENT).publicExtendedKey;
}

/** Invoice address `index`, from the public extended key alone. */
export function invoiceAddress(publicKey: string, index: number): Address {
  checkIndex(index);
  const child = HDKey.fromExtendedKey(publicKey).deriveChild(index);
  if (child.publicKey === null) throw new Error("the payment key has no public key");
  // BIP-32 gives the compressed point; an Ethereum address hashes the uncompressed one.
  const point = ECDH.convertKey(child.publicKey, "secp256k1", undefined, undefined, "uncompressed");
  return publicKeyToAddress(bytesToHex(point as Buffer));
}

/**
 * The treasury of a data dir created with per-invoice addresses: m/44'/60'/1'/0/0 of the same key
 * (another BIP-44 account than the invoices'), so swept funds stay recoverable too.
 */
export function treasuryAccount(rootPrivateKey: string): HDAccount {
  return hdKeyToAccount(HDKey.fromExtendedKey(rootPrivateKey), { accountIndex: 1 });
}

/** The account that controls invoice address `index`: needs the root private key. */
export function invoiceAccount(rootPrivateKey: string, index: number): HDAccount {
  checkIndex(index);
  return hdKeyToAccount(HDKey.fromExtendedKey(rootPrivateKey), { addressIndex: index });
}

export function isExtendedPrivateKey(value: unknown): value is string {
  if (typeof value !== "string" || !value.startsWith("xprv")) return false;
  try {
    return HDKey.fromExtendedKey(value).privateKey !== null;
  } catch {
    return false;
  }
}

function checkIndex(index: number) {
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) {
    throw new RangeError(`invoice address index ${index} is outside 0..${MAX_INDEX}`);
  }
}
