// The calls the SDK's source makes, read from its code with the TypeScript parser: every
// `<x>.request('VERB', path, …)` under shared/sdk/src (tests aside), the path's `${seg(id)}`
// written `{id}`. A call whose verb or path is not a literal is reported as unreadable, so no call
// can hide from the contract test.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface SdkCall {
  method: string;
  path: string;
  /** file:line, for the failure message. */
  at: string;
}

const VERBS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `seg(id)` → "id", `query.id` → "id", `id` → "id"; anything else → null. */
function paramName(expression: ts.Expression): string | null {
  if (ts.isCallExpression(expression) && expression.arguments.length === 1)
    return paramName(expression.arguments[0]!);
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return null;
}

function pathOf(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  let path = node.head.text;
  for (const span of node.templateSpans) {
    const name = paramName(span.expression);
    if (!name) return null;
    path += `{${name}}${span.literal.text}`;
  }
  return path;
}

export function readSdkCalls(srcDir: string): { calls: SdkCall[]; unreadable: string[] } {
  const calls: SdkCall[] = [];
  const unreadable: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'request' &&
        node.arguments.length >= 2
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        const at = `${relative(srcDir, file)}:${line + 1}`;
        const [verb, pathNode] = node.arguments as unknown as [ts.Expression, ts.Expression];
        const method = ts.isStringLiteral(verb) ? verb.text : null;
        const path = pathOf(pathNode);
        if (method && VERBS.has(method) && path !== null) calls.push({ method, path, at });
        else unreadable.push(`${at}: ${node.getText(source).slice(0, 80)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { calls, unreadable };
}

/** The form two paths are compared in: no outer slashes, every `{param}` alike. */
export const callKey = (method: string, path: string) =>
  `${method} ${path.replace(/^\/+|\/+$/g, '').replace(/\{[^}]+\}/g, '{}')}`;
