// Why a suite failed, in a few lines: each failing test's name and the first lines of its error,
// read from node:test's spec report and jest's. scripts/test.mjs prints it after the summary, so the
// end of a run's output (often all a CI page shows) says what broke, not only which suite.

const MAX_LINE = 240;

/** The first lines of an error report (up to 3), without stack frames, code frames and blank lines. */
function firstLines(lines, from) {
  const out = [];
  for (let i = from; i < lines.length && out.length < 3; i++) {
    const line = lines[i].trim();
    if (line === '') continue;
    if (/^(at |>|\d+ \||\||test at |✖ |● )/.test(line)) break;
    out.push(line);
  }
  return out.join(' ');
}

/** `name: why` for each failing test in `text` (a suite's output), at most `max`, each line cut at 240 characters. */
export function failureDigest(text, max = 12) {
  const lines = text.split('\n');
  const found = [];
  const add = (name, why) => {
    const line = `${name}: ${why || '(no message)'}`;
    if (!found.includes(line)) found.push(line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line);
  };
  // node:test (spec reporter): the "✖ failing tests:" section at the end.
  const section = lines.findIndex((l) => /^✖ failing tests:/.test(l));
  if (section >= 0) {
    for (let i = section + 1; i < lines.length; i++) {
      const test = /^\s*✖ (.+?)(?: \([\d.]+m?s\))?$/.exec(lines[i]);
      if (!test) continue;
      const why = firstLines(lines, i + 1);
      // A test cancelled with its parent: the parent's own line says why.
      if (/did not finish before its parent/.test(why)) continue;
      add(test[1], why);
    }
  }
  // jest: "● describe › test" followed by the error.
  for (let i = 0; i < lines.length; i++) {
    const test = /^\s*● (.+)$/.exec(lines[i]);
    if (!test || /^Console$/.test(test[1].trim())) continue;
    add(test[1].trim(), firstLines(lines, i + 1));
  }
  return found.length > max ? [...found.slice(0, max), `… and ${found.length - max} more`] : found;
}
