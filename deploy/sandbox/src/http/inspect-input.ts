// Walks one parsed request part (body, query or path params) without recursion and names the
// first problem no schema can express: a NUL character or a lone UTF-16 surrogate in any string
// or key (PostgreSQL refuses both, which used to surface as a 500), a number that is not finite,
// nesting deeper than the limit, or too many values in all.
import { INPUT_LIMITS } from './input-limits';

export interface InputProblem {
  path: string;
  problem: string;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const textProblem = (text: string): string | null => {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode text';
  return null;
};

export function inspectInput(value: unknown, root: string): InputProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value, path: root, depth: 0 },
  ];
  let nodes = 0;
  while (stack.length) {
    const item = stack.pop()!;
    if (++nodes > INPUT_LIMITS.maxNodes)
      return { path: root, problem: `must have at most ${INPUT_LIMITS.maxNodes} values` };
    const current = item.value;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { path: item.path, problem };
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) return { path: item.path, problem: 'must be a finite number' };
    } else if (current !== null && typeof current === 'object') {
      if (item.depth >= INPUT_LIMITS.maxDepth) {
        return {
          path: item.path,
          problem: `must be nested at most ${INPUT_LIMITS.maxDepth} levels deep`,
        };
      }
      for (const [key, child] of Object.entries(current)) {
        const keyProblem = textProblem(key);
        if (keyProblem) return { path: item.path, problem: `has a key that ${keyProblem}` };
        stack.push({ value: child, path: `${item.path}.${key}`, depth: item.depth + 1 });
      }
    }
  }
  return null;
}
