import { describe, expect, it } from "vitest";
import {
  invoiceAccount,
  invoiceAddress,
  isExtendedPrivateKey,
  newPaymentKey,
  paymentPublicKey,
  treasuryAccount,
} from "./payment-addresses.ts";

// The root key of anvil's "test test … junk" mnemonic: any wallet derives these same addresses.
const ANVIL_ROOT =
  "xprv9s21ZrQH143K3iDNSJZcYeHRe33FQ98DS1wZR9xstVPN8zs77wpsghZt41M6s72keKC1gW3ePJMyL19duV524VbEqWBW6BL5fJ4FopSgNLz";

describe("invoice addresses", () => {
  it("are the standard BIP-44 Ethereum addresses m/44'/60'/0'/0/N", () => {
    const publicKey = paymentPublicKey(ANVIL_ROOT);
    expect(publicKey).toMatch(/^xpub/);
    expect(invoiceAddress(publicKey, 0)).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(invoiceAddress(publicKey, 1)).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
  });

  it("never include the treasury, which is another account of the same key", () => {
    const root = newPaymentKey();
    const publicKey = paymentPublicKey(root);
    const treasury = treasuryAccount(root).address;
    for (let index = 0; index < 20; index += 1) expect(invoiceAddress(publicKey, index)).not.toBe(treasury);
  });

  it("derive from the public key alone to the address the private key controls", () => {
    const root = newPaymentKey();
    const publicKey = paymentPublicKey(root);
    const seen = new Set<string>();
    for (const index of [0, 1, 2, 1000, 2 ** 31 - 1]) {
      const address = invoiceAddress(publicKey, index);
      expect(address).toBe(invoiceAccount(root, index).address);
      seen.add(address);
    }
    expect(seen.size).toBe(5);
  });

  it("refuse hardened or negative indices, and a public key where a private one is needed", () => {
    const publicKey = paymentPublicKey(newPaymentKey());
    expect(() => invoiceAddress(publicKey, 2 ** 31)).toThrow(RangeError);
    expect(() => invoiceAddress(publicKey, -1)).toThrow(RangeError);
    expect(isExtendedPrivateKey(publicKey)).toBe(false);
    expect(isExtendedPrivateKey("xprvnonsense")).toBe(false);
    expect(isExtendedPrivateKey(ANVIL_ROOT)).toBe(true);
  });
});
