// Code repositories, well-known IP addresses and CVEs: the public facts the developer and
// security tools answer about.
import { lazy, rows } from "./entities-table.ts";

export interface Repository {
  fullName: string;
  language: string;
  description: string;
  contributors: string[];
}

// owner/name | language | description | known contributors
export const repositories = lazy((): Repository[] =>
  rows(`
rust-lang/rust | Rust | Empowering everyone to build reliable and efficient software. | bors, RalfJung, compiler-errors, matthiaskrgr, GuillaumeGomez
tokio-rs/tokio | Rust | A runtime for writing reliable asynchronous applications with Rust. | carllerche, Darksonn, hawkw, seanmonstar
BurntSushi/ripgrep | Rust | ripgrep recursively searches directories for a regex pattern. | BurntSushi, okdana, lilyball
astral-sh/ruff | Rust | An extremely fast Python linter and code formatter, written in Rust. | charliermarsh, MichaReiser, AlexWaygood, dhruvmanila
astral-sh/uv | Rust | An extremely fast Python package and project manager, written in Rust. | charliermarsh, konstin, zanieb
denoland/deno | Rust | A modern runtime for JavaScript and TypeScript. | ry, bartlomieju, dsherret, littledivy
facebook/react | JavaScript | The library for web and native user interfaces. | gaearon, acdlite, sebmarkbage, sophiebits
vercel/next.js | JavaScript | The React Framework. | timneutkens, ijjk, shuding, huozhi
nodejs/node | JavaScript | Node.js JavaScript runtime. | targos, jasnell, addaleax, joyeecheung
sveltejs/svelte | JavaScript | Web development for the rest of us. | Rich-Harris, dummdidumm, trueadm
microsoft/vscode | TypeScript | Visual Studio Code. | bpasero, jrieken, mjbvz, joaomoreno
microsoft/TypeScript | TypeScript | TypeScript is a superset of JavaScript that compiles to clean JavaScript output. | ahejlsberg, DanielRosenwasser, RyanCavanaugh, andrewbranch
golang/go | Go | The Go programming language. | rsc, griesemer, ianlancetaylor, bradfitz
kubernetes/kubernetes | Go | Production-Grade Container Scheduling and Management. | liggitt, thockin, deads2k, smarterclayton
ethereum/go-ethereum | Go | Go implementation of the Ethereum protocol. | karalabe, holiman, fjl, rjl493456442
bitcoin/bitcoin | C++ | Bitcoin Core integration/staging tree. | laanwj, sipa, MarcoFalke, achow101
torvalds/linux | C | Linux kernel source tree. | torvalds, gregkh, davem330
pytorch/pytorch | Python | Tensors and dynamic neural networks in Python with strong GPU acceleration. | ezyang, soumith, malfet, albanD
tensorflow/tensorflow | C++ | An open source machine learning framework for everyone. | mihaimaruseac, tensorflower-gardener, yongtang
python/cpython | Python | The Python programming language. | vstinner, serhiy-storchaka, pitrou, gvanrossum
`).map(([fullName, language, description, contributors]) => ({
    fullName: fullName ?? "",
    language: language ?? "",
    description: description ?? "",
    contributors: (contributors ?? "").split(",").map((c) => c.trim()),
  })),
);

/** Public services whose addresses are facts; any other IPv4 gets a synthetic hosting provider. */
export const knownIps = new Map([
  ["8.8.8.8", { isp: "Google LLC", domain: "google.com", hostnames: ["dns.google"] }],
  ["8.8.4.4", { isp: "Google LLC", domain: "google.com", hostnames: ["dns.google"] }],
  ["1.1.1.1", { isp: "Cloudflare, Inc.", domain: "cloudflare.com", hostnames: ["one.one.one.one"] }],
  ["9.9.9.9", { isp: "Quad9", domain: "quad9.net", hostnames: ["dns9.quad9.net"] }],
]);

export const cves = [
  "CVE-2021-44228",
  "CVE-2014-0160",
  "CVE-2017-0144",
  "CVE-2023-44487",
  "CVE-2024-3094",
  "CVE-2019-0708",
] as const;
