import { csvField, csvFileName, toCsv } from "./csv";

describe("csvField", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvField("bitcoin")).toBe("bitcoin");
    expect(csvField(42.5)).toBe("42.5");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(undefined)).toBe("");
    expect(csvField(null)).toBe("null");
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
});

describe("toCsv", () => {
  it("writes a header and one CRLF line per row, blanks for missing keys", () => {
    const rows = JSON.parse('[{"id":"btc","price":1.5},{"id":"a,b","constructor":"x"}]') as object[];
    expect(toCsv(["id", "price", "constructor"], rows)).toBe(
      'id,price,constructor\r\nbtc,1.5,\r\n"a,b",,x\r\n',
    );
  });
});

describe("csvFileName", () => {
  it("keeps names readable and safe", () => {
    expect(csvFileName("coingecko_searchCoin", "coins")).toBe("coingecko_searchCoin-coins.csv");
    expect(csvFileName("tool", 'data["a/b"]')).toBe("tool-data_a_b.csv");
    expect(csvFileName("", "")).toBe("result.csv");
  });
});
