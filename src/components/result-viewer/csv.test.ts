import { csvField, csvFileName, toCsv } from "./csv";

describe("csvField", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvField("bitcoin")).toBe("bitcoin");
    expect(csvField(42.5)).toBe("42.5");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(undefined)).toBe("");
    // null is no value: an empty cell, as a spreadsheet writes one, never the text "null".
    expect(csvField(null)).toBe("");
    expect(toCsv(["a", "b"], [{ a: null, b: "null" }])).toBe("a,b\r\n,null\r\n");
  });

  it("quotes commas, quotes, line breaks and edge spaces", () => {
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line1\nline2")).toBe('"line1\nline2"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(" padded ")).toBe('" padded "');
  });

  it("writes nested values as compact JSON, escaped", () => {
    expect(csvField({ chain: "eth", n: 1 })).toBe('"{""chain"":""eth"",""n"":1}"');
    expect(csvField([1, 2])).toBe('"[1,2]"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-1+1")).toBe("'-1+1");
  });

  // What a spreadsheet reads: numbers stay numbers, hostile text is defused and quoted as needed.
  it.each([
    ["-9.79", "-9.79"],
    [-9.79, "-9.79"],
    ["+5", "+5"],
    ["1.62e-6", "1.62e-6"],
    ["-3E+2", "-3E+2"],
    [1e-7, "1e-7"],
    ["123456789012345678901234567890", "123456789012345678901234567890"],
    ["-123456789012345678901", "-123456789012345678901"],
    ["=1+1", "'=1+1"],
    ["+SUM(A1:A2)", "'+SUM(A1:A2)"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tleading tab", "'\tleading tab"],
    ["\rcr", '"\'\rcr"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ["- 5", "'- 5"],
    ["1,000", '"1,000"'],
  ])("%j is written as %s", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe("toCsv", () => {
  it("writes a header and one CRLF line per row, blanks for missing keys", () => {
    const rows = JSON.parse('[{"id":"btc","price":1.5},{"id":"a,b","constructor":"x"}]') as object[];
    expect(toCsv(["id", "price", "constructor"], rows)).toBe(
      'id,price,constructor\r\nbtc,1.5,\r\n"a,b",,x\r\n',
    );
  });
});

it("writes a table of negatives, exponents, big integers and hostile text that parses back", () => {
  const rows = [
    { name: "=cmd|' /C calc'!A0", change: "-0.65", price: "4.2e-7", cap: "9007199254740993" },
    { name: "plain", change: -14.82, price: 1e-7, cap: 12 },
  ];
  expect(toCsv(["name", "change", "price", "cap"], rows)).toBe(
    "name,change,price,cap\r\n'=cmd|' /C calc'!A0,-0.65,4.2e-7,9007199254740993\r\nplain,-14.82,1e-7,12\r\n",
  );
});

describe("csvFileName", () => {
  it("keeps names readable and safe", () => {
    expect(csvFileName("coingecko_searchCoin", "coins")).toBe("coingecko_searchCoin-coins.csv");
    expect(csvFileName("tool", 'data["a/b"]')).toBe("tool-data_a_b.csv");
    expect(csvFileName("", "")).toBe("result.csv");
  });
});
