import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Each feature's index.ts exports only what other layers use (docs/architecture.md): a name that
 * nothing outside the feature imports (tests included) is taken out of the barrel, so the barrel
 * stays the feature's real public surface. eslint's import/no-unused-modules cannot say this: it
 * counts the feature's own imports of its barrel and cannot see `import('@/features/x').then((m) => m.Y)`.
 */

const SRC = path.resolve(__dirname, '..');
const FEATURES_DIR = path.join(SRC, 'features');
const FEATURES = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(FEATURES_DIR, entry.name, 'index.ts')))
  .map((entry) => entry.name);

const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The names a barrel exports. */
function barrelExports(feature: string): string[] {
  const names: string[] = [];
  parse(path.join(FEATURES_DIR, feature, 'index.ts')).forEachChild((node) => {
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      names.push(...node.exportClause.elements.map((element) => element.name.text));
    } else if (ts.isExportDeclaration(node)) {
      throw new Error(
        `src/features/${feature}/index.ts: \`export *\` hides what the barrel exports; name each export.`,
      );
    } else if (ts.isVariableStatement(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      names.push(...node.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : [])));
    } else if (
      (ts.isFunctionDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
      node.name
    ) {
      if (node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) names.push(node.name.text);
    }
  });
  return names;
}

/** The feature whose barrel a module specifier names (`@/features/x`, or a relative path to it), if any. */
function barrelOf(specifier: string, fromFile: string): string | undefined {
  let target: string;
  if (specifier.startsWith('@/')) target = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const relative = path.relative(FEATURES_DIR, target.replace(/[\\/]index$/, ''));
  return FEATURES.includes(relative) ? relative : undefined;
}

/** Every barrel name used outside its own feature, per feature. `*` marks a namespace import (all used). */
function usedNames(): Map<string, Set<string>> {
  const used = new Map(FEATURES.map((feature) => [feature, new Set<string>()]));
  const exported = new Map(FEATURES.map((feature) => [feature, barrelExports(feature)]));
  for (const file of sourceFiles(SRC)) {
    const home = path.relative(FEATURES_DIR, file).split(path.sep)[0];
    const source = parse(file);
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const feature = barrelOf(node.moduleSpecifier.text, file);
        if (feature && feature !== home) {
          const names = used.get(feature)!;
          if (ts.isImportDeclaration(node)) {
            const bindings = node.importClause?.namedBindings;
            if (bindings && ts.isNamespaceImport(bindings)) names.add('*');
            if (bindings && ts.isNamedImports(bindings))
              bindings.elements.forEach((e) => names.add((e.propertyName ?? e.name).text));
          } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
            node.exportClause.elements.forEach((e) => names.add((e.propertyName ?? e.name).text));
          } else {
            names.add('*');
          }
        }
      } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteral(node.arguments[0])) {
        // import('@/features/x'), jest.mock(...), require(...): count each exported name the statement mentions.
        const feature = barrelOf(node.arguments[0].text, file);
        if (feature && feature !== home) {
          let statement: ts.Node = node;
          while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
          const text = statement.getText(source);
          exported
            .get(feature)!
            .forEach((name) => new RegExp(`\\b${name}\\b`).test(text) && used.get(feature)!.add(name));
        }
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return used;
}

describe('feature barrels', () => {
  const used = usedNames();

  it.each(FEATURES)('%s/index.ts exports only names used outside the feature', (feature) => {
    const names = used.get(feature)!;
    const unused = names.has('*') ? [] : barrelExports(feature).filter((name) => !names.has(name));
    expect(unused).toEqual([]);
  });
});
