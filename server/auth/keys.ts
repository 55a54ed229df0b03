import { createHash, randomBytes } from "node:crypto";

/** `dk_` + 32 hex characters (128 random bits). */
export const generateApiKey = (): string => `dk_${randomBytes(16).toString("hex")}`;

export const newAccountId = (): string => `acc_${randomBytes(8).toString("hex")}`;

/** Keys are looked up by hash so that the database never holds a usable key. */
export const hashKey = (key: string): string => createHash("sha256").update(key, "utf8").digest("hex");
