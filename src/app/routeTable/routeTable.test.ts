import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROUTES } from '@/shared/config/routes';
import { BACK_OFFICE_ROUTES } from './backOffice';
import {
  ROUTE_TABLE,
  clientRoutePatterns,
  pageChunkRoutes,
  prerenderedRoutes,
  scriptsWithPageRoutes,
  templateRoutes,
} from './index';
import { ADMIN_MENU_GROUPS, isPage, menuLinks, type RouteEntry } from './model';
import { SITE_ROUTES } from './site';

const SECTIONS = { 'site.ts': 'SITE_ROUTES', 'backOffice.ts': 'BACK_OFFICE_ROUTES' };

/**
 * Each page entry's `chunk`, and the webpackChunkName(s) and modules of its page loader, read from
 * the section's source: the loader written in the entry, or the module-level loader it names.
 */
function loadersInSource(
  file: string,
  tableName: string,
): Array<{ id: string; chunk: string | undefined; loaderChunks: string[]; modules: string[] }> {
  const text = fs.readFileSync(path.join(__dirname, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Node>();
  let table: ts.ObjectLiteralExpression | undefined;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      constants.set(declaration.name.text, declaration.initializer);
      if (declaration.name.text === tableName) {
        const init = declaration.initializer;
        table = (ts.isSatisfiesExpression(init) ? init.expression : init) as ts.ObjectLiteralExpression;
      }
    }
  }
  if (!table) throw new Error(`${tableName} not found in ${file}`);
  const chunkNames = (node: ts.Node) =>
    [...node.getText(source).matchAll(/webpackChunkName:\s*"([^"]+)"/g)].map((match) => match[1]);
  const modules = (node: ts.Node) =>
    [...node.getText(source).matchAll(/import\([^)]*'([^']+)'\)/g)].map((match) => match[1]);
  return table.properties.filter(ts.isPropertyAssignment).flatMap((property) => {
    const entry = property.initializer;
    if (!ts.isObjectLiteralExpression(entry)) return [];
    const field = (name: string) =>
      entry.properties.filter(ts.isPropertyAssignment).find((p) => ts.isIdentifier(p.name) && p.name.text === name)
        ?.initializer;
    const page = field('page');
    if (!page) return [];
    const chunk = field('chunk');
    // The loader itself, and any module-level loader it calls (`screen(adminEvents, ...)`, `productsPage`).
    const loaders: ts.Node[] = [page];
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && constants.has(node.text)) loaders.push(constants.get(node.text)!);
      node.forEachChild(visit);
    };
    visit(page);
    return [
      {
        id: property.name.getText(source),
        chunk: chunk && ts.isStringLiteral(chunk) ? chunk.text : undefined,
        loaderChunks: [...new Set(loaders.flatMap(chunkNames))],
        modules: [...new Set(loaders.flatMap(modules))],
      },
    ];
  });
}

describe('the route table', () => {
  it.each(Object.entries(SECTIONS))('names in each page entry of %s the chunk its loader makes', (file, tableName) => {
    const entries = loadersInSource(file, tableName);
    expect(entries.length).toBeGreaterThan(10);
    for (const { id, chunk, loaderChunks } of entries) {
      expect({ id, chunk: loaderChunks }).toEqual({ id, chunk: [chunk] });
    }
  });

  it.each(Object.entries(SECTIONS))('names in %s the meta its pages read', (file, tableName) => {
    const table = (tableName === 'SITE_ROUTES' ? SITE_ROUTES : BACK_OFFICE_ROUTES) as Record<string, RouteEntry>;
    for (const { id, modules } of loadersInSource(file, tableName)) {
      const entry = table[id];
      if (!isPage(entry) || !entry.meta) continue;
      // The page's folder (a module with several screens keeps them in files beside its index).
      const folder = path.join(__dirname, '..', '..', modules[0].replace(/^@\//, ''));
      const sources = fs
        .readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name));
      const reads = sources.some((name) =>
        fs.readFileSync(path.join(folder, name), 'utf8').includes(`PAGE_META.${entry.meta}`),
      );
      expect({ id, reads }).toEqual({ id, reads: true });
    }
  });

  it('gives every import() of a section a chunk name', () => {
    for (const file of Object.keys(SECTIONS)) {
      const text = fs.readFileSync(path.join(__dirname, file), 'utf8');
      expect(text.match(/import\(/g)?.length).toBe(
        text.match(/import\(\/\* webpackChunkName: "[^"]+" \*\/ '@\/pages\//g)?.length,
      );
    }
  });

  it('lists each path once, and redirects only to its pages', () => {
    expect(Object.keys(SITE_ROUTES).filter((id) => id in BACK_OFFICE_ROUTES)).toEqual([]);
    const paths = clientRoutePatterns();
    expect(paths).toHaveLength(new Set(paths).size);
    const pages = new Set(
      Object.values(ROUTE_TABLE as Record<string, RouteEntry>)
        .filter(isPage)
        .map((entry) => entry.path),
    );
    for (const entry of Object.values(ROUTE_TABLE as Record<string, RouteEntry>)) {
      if (!isPage(entry)) expect(pages).toContain(entry.redirect);
    }
  });

  it('keeps the back office in its section, behind the admin guard, below /admin', () => {
    for (const entry of Object.values(BACK_OFFICE_ROUTES as Record<string, RouteEntry>)) {
      expect(entry).toMatchObject({ backOffice: true, guard: 'admin' });
      expect(entry.path === ROUTES.admin || entry.path.startsWith(`${ROUTES.admin}/`)).toBe(true);
    }
    const site = Object.entries(SITE_ROUTES as Record<string, RouteEntry>);
    expect(site.filter(([, entry]) => entry.guard === 'admin')).toEqual([]);
    expect(site.filter(([, entry]) => entry.backOffice).map(([id]) => id)).toEqual(['adminLogin']);
  });

  it('gives each menu link its own place', () => {
    for (const menu of ['header', 'footer'] as const) {
      const orders = menuLinks(SITE_ROUTES, menu).map((link) => link.order);
      expect(orders).toEqual(orders.map((_, index) => index + 1));
    }
    for (const group of [undefined, ...ADMIN_MENU_GROUPS]) {
      const orders = menuLinks(BACK_OFFICE_ROUTES, 'sidebar')
        .filter((link) => link.group === group)
        .map((link) => link.order);
      expect(orders).toEqual(orders.map((_, index) => index + 1));
    }
  });

  it('derives the server lists: snapshots (parametric routes by their listed paths), scripts with the page, chunks named in the HTML', () => {
    const snapshots = prerenderedRoutes();
    expect(snapshots.slice(0, 6)).toEqual([
      '/',
      '/products',
      '/products/one',
      '/products/art',
      '/products/gift-hamper',
      '/products/corporate',
    ]);
    expect(snapshots).toContain(ROUTES.adminLogin);
    expect(snapshots).not.toContain(ROUTES.productsCategory);
    expect(snapshots).not.toContain(ROUTES.checkout);
    expect(scriptsWithPageRoutes()).toEqual([ROUTES.home, ROUTES.blogs, ROUTES.events]);
    // Records' pages are rendered by the server into a template of their layout, never snapshotted as such.
    expect(templateRoutes()).toEqual([ROUTES.product, ROUTES.blogPost, ROUTES.event]);
    expect(snapshots).not.toContain(ROUTES.itemDesc);
    expect(pageChunkRoutes()).toContainEqual([ROUTES.productsCategory, 'page-products']);
    expect(pageChunkRoutes()).toContainEqual([ROUTES.checkout, 'page-checkout']);
    expect(pageChunkRoutes().map(([route]) => route)).not.toContain(ROUTES.userProfile);
  });
});
