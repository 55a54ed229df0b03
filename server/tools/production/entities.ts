/**
 * Real public entities the production-shaped tools answer about: names and identifiers are public
 * facts (tickers, SEC CIKs, CUSIPs, SIRENs, IATA codes, coordinates, repositories); every figure
 * attached to them elsewhere is synthetic. Tables are pipe-separated text, parsed on first use.
 */
function rows(table: string): string[][] {
  return table
    .trim()
    .split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()));
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export interface PublicCompany {
  name: string;
  ticker: string;
  cik: string;
  cusip: string;
  domain: string;
  city: string;
  state: string;
  country: string;
  industry: string;
  ceo: string;
}

// name | ticker | CIK | CUSIP | domain | city | state | country | industry | CEO
export const publicCompanies = lazy((): PublicCompany[] =>
  rows(`
Apple Inc. | AAPL | 320193 | 037833100 | apple.com | Cupertino | CA | United States | Consumer Electronics | Tim Cook
Microsoft Corporation | MSFT | 789019 | 594918104 | microsoft.com | Redmond | WA | United States | Software | Satya Nadella
Alphabet Inc. | GOOGL | 1652044 | 02079K305 | abc.xyz | Mountain View | CA | United States | Internet Services | Sundar Pichai
Amazon.com, Inc. | AMZN | 1018724 | 023135106 | amazon.com | Seattle | WA | United States | E-commerce | Andy Jassy
NVIDIA Corporation | NVDA | 1045810 | 67066G104 | nvidia.com | Santa Clara | CA | United States | Semiconductors | Jensen Huang
Meta Platforms, Inc. | META | 1326801 | 30303M102 | meta.com | Menlo Park | CA | United States | Internet Services | Mark Zuckerberg
Tesla, Inc. | TSLA | 1318605 | 88160R101 | tesla.com | Austin | TX | United States | Automobiles | Elon Musk
Netflix, Inc. | NFLX | 1065280 | 64110L106 | netflix.com | Los Gatos | CA | United States | Entertainment | Ted Sarandos
Coinbase Global, Inc. | COIN | 1679788 | 19260Q107 | coinbase.com | New York | NY | United States | Financial Services | Brian Armstrong
JPMorgan Chase & Co. | JPM | 19617 | 46625H100 | jpmorganchase.com | New York | NY | United States | Banking | Jamie Dimon
Intel Corporation | INTC | 50863 | 458140100 | intel.com | Santa Clara | CA | United States | Semiconductors | Lip-Bu Tan
Salesforce, Inc. | CRM | 1108524 | 79466L302 | salesforce.com | San Francisco | CA | United States | Software | Marc Benioff
Pfizer Inc. | PFE | 78003 | 717081103 | pfizer.com | New York | NY | United States | Pharmaceuticals | Albert Bourla
Johnson & Johnson | JNJ | 200406 | 478160104 | jnj.com | New Brunswick | NJ | United States | Pharmaceuticals | Joaquin Duato
Moderna, Inc. | MRNA | 1682852 | 60770K107 | modernatx.com | Cambridge | MA | United States | Biotechnology | Stéphane Bancel
`).map(([name, ticker, cik, cusip, domain, city, state, country, industry, ceo]) => ({
    name: name ?? "",
    ticker: ticker ?? "",
    cik: cik ?? "",
    cusip: cusip ?? "",
    domain: domain ?? "",
    city: city ?? "",
    state: state ?? "",
    country: country ?? "",
    industry: industry ?? "",
    ceo: ceo ?? "",
  })),
);

/** "Apple", "apple inc", "AAPL", "apple.com" all find Apple. */
export function findPublicCompany(text: string): PublicCompany | undefined {
  const q = text.trim().toLowerCase().replace(/^\$/, "");
  if (q === "") return undefined;
  const base = (name: string) =>
    name
      .toLowerCase()
      .replace(/[,.]|\b(inc|corporation|co|corp|global)\b/g, "")
      .trim();
  return publicCompanies().find(
    (c) =>
      c.ticker.toLowerCase() === q ||
      c.domain === q ||
      c.name.toLowerCase() === q ||
      base(c.name) === base(q) ||
      base(c.name).split(" ")[0] === q,
  );
}

/** ISIN from a US CUSIP: "US" + CUSIP + the Luhn check digit over the letters-as-numbers string. */
export function usIsin(cusip: string): string {
  const body = `US${cusip}`;
  const digits = [...body.toUpperCase()]
    .map((ch) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55)))
    .join("");
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d);
    if (i % 2 === 0) n *= 2;
    sum += n > 9 ? n - 9 : n;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export interface FrenchCompany {
  name: string;
  siren: string;
  city: string;
}

export const frenchCompanies = lazy((): FrenchCompany[] =>
  rows(`
TotalEnergies SE | 542051180 | Courbevoie
LVMH Moët Hennessy Louis Vuitton | 775670417 | Paris
Danone | 552032534 | Paris
L'Oréal | 632012100 | Clichy
BNP Paribas | 662042449 | Paris
Orange | 380129866 | Issy-les-Moulineaux
`).map(([name, siren, city]) => ({ name: name ?? "", siren: siren ?? "", city: city ?? "" })),
);

export interface City {
  name: string;
  country: string;
  lat: number;
  lon: number;
  timezone: string;
}

export const cities = lazy((): City[] =>
  rows(`
Paris | FR | 48.8566 | 2.3522 | Europe/Paris
Lyon | FR | 45.764 | 4.8357 | Europe/Paris
Marseille | FR | 43.2965 | 5.3698 | Europe/Paris
London | GB | 51.5074 | -0.1278 | Europe/London
Berlin | DE | 52.52 | 13.405 | Europe/Berlin
Madrid | ES | 40.4168 | -3.7038 | Europe/Madrid
Rome | IT | 41.9028 | 12.4964 | Europe/Rome
Amsterdam | NL | 52.3676 | 4.9041 | Europe/Amsterdam
New York | US | 40.7128 | -74.006 | America/New_York
San Francisco | US | 37.7749 | -122.4194 | America/Los_Angeles
Toronto | CA | 43.6532 | -79.3832 | America/Toronto
Tokyo | JP | 35.6762 | 139.6503 | Asia/Tokyo
Singapore | SG | 1.3521 | 103.8198 | Asia/Singapore
Dubai | AE | 25.2048 | 55.2708 | Asia/Dubai
Mumbai | IN | 19.076 | 72.8777 | Asia/Kolkata
Sydney | AU | -33.8688 | 151.2093 | Australia/Sydney
`).map(([name, country, lat, lon, timezone]) => ({
    name: name ?? "",
    country: country ?? "",
    lat: Number(lat),
    lon: Number(lon),
    timezone: timezone ?? "",
  })),
);

/** "Paris", "paris, fr", "Paris,FR" find Paris. */
export function findCity(text: string): City | undefined {
  const [name, country] = text.split(",").map((p) => p.trim().toLowerCase());
  return cities().find(
    (c) => c.name.toLowerCase() === name && (country === undefined || c.country.toLowerCase() === country),
  );
}

export interface Airport {
  iata: string;
  name: string;
  city: string;
  country: string;
}

export const airports = lazy((): Airport[] =>
  rows(`
CDG | Paris Charles de Gaulle Airport | Paris | FR
ORY | Paris Orly Airport | Paris | FR
LHR | London Heathrow Airport | London | GB
LGW | London Gatwick Airport | London | GB
JFK | John F. Kennedy International Airport | New York | US
LGA | LaGuardia Airport | New York | US
SFO | San Francisco International Airport | San Francisco | US
LAX | Los Angeles International Airport | Los Angeles | US
FRA | Frankfurt Airport | Frankfurt | DE
AMS | Amsterdam Airport Schiphol | Amsterdam | NL
MAD | Adolfo Suárez Madrid–Barajas Airport | Madrid | ES
FCO | Leonardo da Vinci–Fiumicino Airport | Rome | IT
NRT | Narita International Airport | Tokyo | JP
HND | Tokyo Haneda Airport | Tokyo | JP
DXB | Dubai International Airport | Dubai | AE
SIN | Singapore Changi Airport | Singapore | SG
`).map(([iata, name, city, country]) => ({
    iata: iata ?? "",
    name: name ?? "",
    city: city ?? "",
    country: country ?? "",
  })),
);

// IATA airline code | name
export const airlines = lazy(
  () =>
    new Map(
      rows(`
AF | Air France
BA | British Airways
DL | Delta Air Lines
UA | United Airlines
AA | American Airlines
LH | Lufthansa
KL | KLM
EK | Emirates
SQ | Singapore Airlines
JL | Japan Airlines
`).map(([code, name]) => [code ?? "", name ?? ""]),
    ),
);

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

export const defiProtocols = [
  "aave",
  "lido",
  "uniswap",
  "makerdao",
  "eigenlayer",
  "curve-dex",
  "compound-finance",
  "pendle",
  "ethena",
  "jito",
  "gmx",
  "hyperliquid",
] as const;

export const defiChains = [
  "Ethereum",
  "Solana",
  "Tron",
  "BSC",
  "Arbitrum",
  "Base",
  "Polygon",
  "Optimism",
  "Avalanche",
  "Bitcoin",
] as const;

export const stablecoins = ["USDT", "USDC", "DAI", "USDe", "FDUSD", "PYUSD"] as const;

export const narratives = ["AI", "Meme", "RWA", "DeFi", "Layer 1", "Layer 2", "Gaming", "DePIN"] as const;

export const tokenTerminalProjects = [
  "ethereum",
  "solana",
  "bitcoin",
  "uniswap",
  "aave",
  "lido-finance",
  "arbitrum",
  "optimism",
  "polygon",
  "maker",
  "gmx",
  "chainlink",
] as const;

export const marketSectors = ["defi", "layer-1", "layer-2", "nft", "gaming", "stablecoins"] as const;

// symbol | name | id
export const ordinalsCollections = lazy(() =>
  rows(`
nodemonkes | NodeMonkes | nodemonkes
bitcoin-puppets | Bitcoin Puppets | bitcoin-puppets
omb | Ordinal Maxi Biz | omb
quantum_cats | Quantum Cats | quantum_cats
runestone | Runestone | runestone
bitmap | Bitmap | bitmap
`).map(([symbol, name, id]) => ({ symbol: symbol ?? "", name: name ?? "", id: id ?? "" })),
);

// rune id | spaced name | symbol
export const runes = lazy(() =>
  rows(`
840000:3 | DOG•GO•TO•THE•MOON | 🐕
840000:28 | RSIC•GENESIS•RUNE | ⧈
840000:41 | PUPS•WORLD•PEACE | ☮
840000:22 | SATOSHI•NAKAMOTO | 丰
840000:45 | BILLION•DOLLAR•CAT | 🐱
`).map(([id, name, symbol]) => ({ id: id ?? "", name: name ?? "", symbol: symbol ?? "" })),
);

export const ensNames = new Map([
  ["vitalik.eth", "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045"],
  ["nick.eth", "0xb8c2C29ee19D8307cb7255e1Cd9CbDE883A267d5"],
]);

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

export const tenderSectors = [
  "construction",
  "it-services",
  "health",
  "transport",
  "energy",
  "education",
  "defence",
  "environment",
] as const;

export const euCountries = ["FR", "DE", "IT", "ES", "NL", "BE", "PL", "SE", "AT", "IE", "PT", "FI"] as const;

export const industries = [
  "Software",
  "Semiconductors",
  "Biotechnology",
  "Pharmaceuticals",
  "Banking",
  "Insurance",
  "Renewable Energy",
  "Automobiles",
  "Retail",
  "Logistics",
  "Construction",
  "Telecommunications",
] as const;
