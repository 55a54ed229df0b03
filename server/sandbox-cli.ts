import { addMember, listMembers, MEMBER_OPENING, MemberError, revokeMember } from "./auth/members.ts";
import { databaseUrl } from "./config.ts";
import { openDb } from "./db/db.ts";

/**
 * `npm run sandbox -- member add <name> | member list | member revoke <name>`: a team sandbox's
 * members, on the database its instances share (DATABASE_URL), without touching SQL.
 */
const USAGE =
  "usage: npm run sandbox -- member add <name> | member list | member revoke <name> | wait <instance URL>";

/** `wait <url>`: until the instance there answers /config.json (it has started), at most two minutes. */
async function waitReady(url: string): Promise<string> {
  let base: URL;
  try {
    base = new URL(url);
  } catch {
    throw new MemberError(`wait: "${url}" is not a URL (e.g. http://127.0.0.1:8787)`);
  }
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(new URL("/config.json", base), { signal: AbortSignal.timeout(5_000) }).catch(
      () => null,
    );
    if (res?.status === 200) return `${base.origin} is ready.`;
    if (Date.now() > deadline) throw new MemberError(`wait: ${base.origin} did not start within 2 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const credits = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");

async function run(args: string[]): Promise<string> {
  if (args[0] === "wait" && args.length === 2) return waitReady(args[1] as string);
  const [group, verb, name, ...extra] = args;
  const needsName = verb === "add" || verb === "revoke";
  if (
    group !== "member" ||
    !(needsName || verb === "list") ||
    (needsName ? name === undefined : name !== undefined) ||
    extra.length > 0
  )
    throw new MemberError(USAGE);
  const url = databaseUrl();
  if (url === undefined)
    throw new MemberError(
      "DATABASE_URL is not set: members live in the team sandbox's PostgreSQL database, the one its instances use",
    );
  const db = await openDb({ url });
  try {
    if (verb === "add") {
      const added = await addMember(db, name as string);
      const opening = credits(MEMBER_OPENING.subscription + MEMBER_OPENING.topUp);
      return [
        added.returning
          ? `A new key for ${name} (account ${added.accountId}, its credits as they were).`
          : `Added ${name}: account ${added.accountId} with ${opening} test credits.`,
        "Their API key, shown this once (only its hash is stored):",
        "",
        `  ${added.apiKey}`,
        "",
        "They paste it under Settings → API key on the sandbox's dashboard; `member revoke` ends it on every instance.",
      ].join("\n");
    }
    if (verb === "revoke") {
      const { keys } = await revokeMember(db, name as string);
      return `Revoked ${name}: ${keys} key${keys === 1 ? "" : "s"} removed; every instance answers 401 to ${keys === 1 ? "it" : "them"} from now on.`;
    }
    const members = await listMembers(db);
    if (members.length === 0) return "No members yet (npm run sandbox -- member add <name>).";
    return members
      .map((m) =>
        [
          m.name.padEnd(20),
          (m.revokedAt === null ? "active" : "revoked").padEnd(8),
          `${m.keys} key${m.keys === 1 ? " " : "s"}`,
          `${credits(m.balance)} credits`.padStart(16),
          `  since ${m.createdAt.toISOString().slice(0, 10)}`,
          `  ${m.accountId}`,
        ].join(" "),
      )
      .join("\n");
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (out) => console.log(out),
  (error: unknown) => {
    console.error(`npm run sandbox: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof MemberError && error.message === USAGE ? 2 : 1);
  },
);
