/**
 * What the summary writer can follow in a free-text instruction: a language it has templates for
 * (English, French), a length (brief, at most N words) and a format (bullet or numbered list,
 * table, one sentence, prose). Whatever is left once those are read is reported as not applied.
 */
export type Shape = "bullets" | "numbered" | "table" | "sentence" | "prose";
export type Language = "en" | "fr";

export interface Directives {
  shape: Shape;
  language: Language;
  /** At most this many words in the summary's body. */
  words: number | null;
  /** First sentence of each finding. */
  brief: boolean;
  /** The instruction's words this writer could not follow, as written; null when all were followed. */
  unapplied: string | null;
}

const SHAPES: Array<[RegExp, Shape]> = [
  [/\b(?:as |in )?(?:a |une? )?(?:table|tableau)\b/i, "table"],
  [/\b(?:as |in )?(?:a )?numbered(?: list)?\b|\bliste numérotée\b/i, "numbered"],
  [
    /\b(?:as |in |with )?(?:a )?(?:bullet(?:ed)?(?: points?| list)?s?|list)\b|\b(?:liste à puces|puces|liste)\b/i,
    "bullets",
  ],
  [/\b(?:in )?(?:one|single|1)[ -]sentence\b|\btl;?dr\b|\ben une phrase\b/i, "sentence"],
  [/\b(?:as |in )?(?:a )?(?:paragraph|prose)\b/i, "prose"],
];

const OTHER_LANGUAGES =
  /\b(?:in\s+)?(spanish|german|italian|portuguese|japanese|chinese|mandarin|arabic|russian|dutch|korean|hindi|polish|turkish|swedish)\b/i;

/** Words that carry no request of their own ("please answer …"). */
const FILLER = new Set(
  "answer please write reply respond give me it the a an and in as with keep make use format formatted summary summarize summarise be only form style language text your to it's of réponds répondre en s'il te plait plaît vous stp merci sous forme de la le les".split(
    " ",
  ),
);

export function readInstruction(instruction: string | undefined): Directives {
  let rest = ` ${instruction ?? ""} `;
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(rest);
    if (m) rest = rest.replace(m[0], " ");
    return m;
  };
  let shape: Shape = "prose";
  for (const [re, s] of SHAPES) {
    if (take(re)) {
      shape = s;
      break;
    }
  }
  let language: Language = "en";
  if (take(/\b(?:in |en )?(?:french|français|francais)\b/i)) language = "fr";
  else take(/\b(?:in )?english\b/i);
  const other = take(OTHER_LANGUAGES);
  const limit = take(
    /\b(?:in|under|at most|max(?:imum)?|no more than|within|less than|fewer than|en moins de|en)\s+(\d{1,4})\s+(?:words?|mots?)\b/i,
  );
  const brief =
    take(/\b(?:short|shorter|brief|briefly|concise|concisely|succinct|court|courte|bref|brève)\b/i) !== null;
  const leftover = rest.split(/[\s,.;:!?]+/).filter((w) => w !== "" && !FILLER.has(w.toLowerCase()));
  const notFollowed = [
    other ? `${other[0].trim()} (the writer has English and French templates)` : null,
    leftover.length > 0 ? `“${leftover.join(" ")}”` : null,
  ].filter((x): x is string => x !== null);
  return {
    shape,
    language,
    words: limit ? Math.max(1, Number(limit[1])) : null,
    brief,
    unapplied: notFollowed.length > 0 ? notFollowed.join("; ") : null,
  };
}
