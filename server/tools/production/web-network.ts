// IP reputation and port scans: the cybersec tools that take an IPv4 address.
import { ToolRunError } from "../types.ts";
import { cves, knownIps } from "./entities.ts";
import { A, B, CTX, I, S, defineProduction, p } from "./define.ts";

const IPV4 = p.str("An IPv4 address, e.g. 8.8.8.8", {
  pattern:
    "^(25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",
});
const HOSTS = ["OVH SAS", "Hetzner Online GmbH", "DigitalOcean, LLC", "Amazon.com, Inc.", "Linode, LLC"];

function isPrivate(ip: string): boolean {
  return /^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip);
}

export const networkTools = [
  defineProduction<{ ip: string }>({
    name: "abusedb_checkMaliciousIp",
    verticals: ["cybersec"],
    description: "Abuse reputation of an IPv4 address: abuse confidence, ISP, domain, Tor exit, reports.",
    price: 1,
    params: { ip: IPV4 },
    required: ["ip"],
    output: { context: CTX, domain: S, hostnames: A(S), isPublic: B, isTor: B, isp: S },
    sample: { ip: "8.8.8.8" },
    run({ ip }, g) {
      const known = knownIps.get(ip);
      const isp = known?.isp ?? g.pick(HOSTS);
      const abuseConfidenceScore = known ? 0 : g.int(0, 100);
      return {
        context: `${ip} (${isp}): abuse confidence ${abuseConfidenceScore}%, ${known ? 0 : g.int(0, 400)} reports.`,
        domain: known?.domain ?? `${isp.split(/[ ,]/)[0]?.toLowerCase() ?? "host"}.net`,
        hostnames: known?.hostnames ?? [],
        isPublic: !isPrivate(ip),
        isTor: !known && g.next() < 0.1,
        isp,
      };
    },
  }),
  defineProduction<{ ip: string }>({
    name: "shodan_scanOpenPorts",
    verticals: ["cybersec"],
    description: "Open ports, services (CPE), tags and known vulnerabilities (CVE ids) of an IPv4 host.",
    price: 2,
    params: { ip: IPV4 },
    required: ["ip"],
    output: { context: CTX, cpes: A(S), ip: S, ports: A(I), tags: A(S), vulns: A(S) },
    sample: { ip: "1.1.1.1" },
    run({ ip }, g) {
      if (isPrivate(ip)) throw new ToolRunError(`${ip} is a private address; only public hosts are scanned.`);
      const ports = g
        .sample([22, 53, 80, 443, 8080, 3306, 5432, 6379, 8443], g.int(1, 4))
        .sort((a, b) => a - b);
      const vulns = knownIps.has(ip) ? [] : g.sample(cves, g.int(0, 2));
      return {
        context: `${ip}: ports ${ports.join(", ")}; ${vulns.length} known vulnerabilities.`,
        cpes: g.sample(
          [
            "cpe:/a:openbsd:openssh:8.9",
            "cpe:/a:nginx:nginx:1.24",
            "cpe:/a:apache:http_server:2.4.57",
            "cpe:/a:isc:bind",
          ],
          2,
        ),
        ip,
        ports,
        tags: knownIps.has(ip) ? ["cdn"] : g.sample(["cloud", "vpn", "self-signed", "database"], 1),
        vulns,
      };
    },
  }),
];
