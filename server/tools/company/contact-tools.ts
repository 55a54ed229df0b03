import { bool, input, object, output, str } from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { companySummary, companySummarySchema, hostOf } from "./company-view.ts";

const officerSchema = object({ name: str("Full name"), title: str("Title") }, ["name", "title"]);

export const verifyEmail = defineTool<{ email: string }>({
  name: "hunter_verifyEmail",
  vertical: "company",
  description:
    "Check whether an email address belongs to a known company's domain and to one of its officers.",
  price: 1,
  inputSchema: input({ email: str("Email address to check", { format: "email", maxLength: 254 }) }, [
    "email",
  ]),
  outputSchema: output(
    {
      email: str("The address checked", { format: "email" }),
      domain: str("Its domain"),
      deliverable: bool("True when the address is a known officer's"),
      company: {
        anyOf: [companySummarySchema, { type: "null" }],
        description: "Company owning the domain, if known",
      },
      officer: { anyOf: [officerSchema, { type: "null" }], description: "Officer with this address, if any" },
    },
    ["email", "domain", "deliverable", "company", "officer"],
  ),
  run({ email }, { data }) {
    const address = email.trim().toLowerCase();
    const domain = address.slice(address.lastIndexOf("@") + 1);
    const company = data.companies.find((c) => hostOf(c.website) === domain);
    const found = company?.officers.find((o) => o.email === address);
    const officer = found === undefined ? null : { name: found.name, title: found.title };
    const context =
      company === undefined
        ? `${domain} is not the domain of any known company.`
        : officer === null
          ? `${domain} belongs to ${company.name}, but ${address} is not a known officer's address.`
          : `${address} is ${officer.name}, ${officer.title} of ${company.name}.`;
    return Promise.resolve({
      email: address,
      domain,
      deliverable: officer !== null,
      company: company === undefined ? null : companySummary(company),
      officer,
      context,
    });
  },
});

export const lookupDomain = defineTool<{ url: string }>({
  name: "clearbit_lookupDomain",
  vertical: "company",
  description: "Find the company behind a website URL (e.g. https://www.example.com/about).",
  price: 1,
  inputSchema: input(
    { url: str("Any URL on the company's website", { format: "uri", pattern: "^https?://" }) },
    ["url"],
  ),
  outputSchema: output(
    {
      domain: str("Host name without www"),
      company: companySummarySchema,
      website: str("Canonical website", { format: "uri" }),
    },
    ["domain", "company", "website"],
  ),
  run({ url }, { data }) {
    const domain = hostOf(url);
    const company = data.companies.find((c) => hostOf(c.website) === domain);
    if (company === undefined) throw new ToolRunError(`No known company uses ${domain}`);
    const context = `${domain} is the website of ${company.name} (${company.exchange}: ${company.ticker}).`;
    return Promise.resolve({ domain, company: companySummary(company), website: company.website, context });
  },
});
