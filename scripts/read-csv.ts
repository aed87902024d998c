// A small reader for the comma-separated files of ../shared/data that the reference-data scripts
// turn into the API's tables: RFC 4180 (quoted fields may hold commas, "" is a quote), no line
// breaks inside a field, which none of those files has.

/** The rows of a CSV text as objects keyed by the header row's names. */
export function readCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(splitCsvLine);
  if (!header) return [];
  return rows.map((cells) =>
    Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])),
  );
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  const field = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (const match of line.matchAll(field)) {
    cells.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''));
  }
  return cells;
}
