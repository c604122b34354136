// @ts-check
// Every remote names each page's chunk `page-<route name>` in its routes.tsx: its build's
// page-chunks.json then has the route's page, and the shell server hints it with the HTML
// (shell/server/documents.ts pageScripts, issue 41). A page added without the name still works,
// one round trip later: this test is what notices.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './ports.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test.each(REMOTES.map((remote) => remote.package))(
  '%s names the chunk of every page of its routes.json after the route',
  (dir) => {
    const routes = JSON.parse(fs.readFileSync(path.join(rootDir, dir, 'routes.json'), 'utf8'));
    const source = fs.readFileSync(path.join(rootDir, dir, 'src/routes.tsx'), 'utf8');
    const named = [
      ...source.matchAll(
        /(\w+): lazyPage\(\s*\(\) =>\s*import\(\s*\/\* webpackChunkName: "page-(\w+)" \*\//g,
      ),
    ];
    // Each page's key (the route's name) is its chunk's name.
    for (const [, key, chunk] of named) expect(chunk).toBe(key);
    const names = new Set(named.map(([, key]) => key));
    expect(
      routes
        .map((/** @type {{ name: string }} */ route) => route.name)
        .filter((name) => !names.has(name)),
    ).toEqual([]);
  },
);
