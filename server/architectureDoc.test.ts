import fs from 'node:fs';
import path from 'node:path';

// docs/architecture.md is the map a newcomer reads first: it must name every client feature and
// every server module as they are (a folder added, renamed or removed without the map fails here).

const ROOT = path.resolve(__dirname, '..');
const doc = fs.readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8');
const foldersOf = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The lines of the map's code block from the line starting with `start` up to (not with) the one starting with `end`. */
function mapBlock(start: RegExp, end: RegExp): string[] {
  const lines = doc.split('\n');
  const from = lines.findIndex((line) => start.test(line));
  const to = lines.findIndex((line, index) => index > from && end.test(line));
  expect(from).toBeGreaterThanOrEqual(0);
  expect(to).toBeGreaterThan(from);
  return lines.slice(from + 1, to);
}

it('names every feature of src/features, and no other', () => {
  let listed = mapBlock(/^ {2}features\//, /^ {2}content\//).join(',');
  // Descriptions in parentheses (possibly over several lines) are not names.
  while (/\([^()]*\)/.test(listed)) listed = listed.replace(/\([^()]*\)/g, '');
  const names = [...listed.matchAll(/(?:^|[,:])\s*([a-z][a-z-]*)(?=\s*(?:,|$))/g)].map((match) => match[1]).sort();
  expect(names).toEqual(foldersOf('src/features'));
});

it('names every module of server/modules, and no other', () => {
  const names = mapBlock(/^ {2}modules\//, /^ {2}platform\//)
    .map((line) => /^ {4}([a-z][a-z-]*)\//.exec(line)?.[1])
    .filter((name): name is string => Boolean(name))
    .sort();
  expect(names).toEqual(foldersOf('server/modules'));
});
