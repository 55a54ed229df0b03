import { createServer } from "node:net";

/**
 * A free port below the system's ephemeral range (32768 and up on Linux), for a test that stops a
 * service and starts it again on the same port: the kernel never hands such a port out as the local
 * port of an outgoing connection, so while the service is down no other test's request can take it
 * (one did, under load: "Address already in use"). Another test could still ask for it by number, as
 * unlikely as any two random picks of 12,000.
 */
export async function freeFixedPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
