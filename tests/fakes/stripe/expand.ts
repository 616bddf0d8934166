/**
 * `expand[]=customer`, `expand[]=data.promotion.coupon`: replaces an id at a dotted path with the
 * object it names, as Stripe does. Works on a copy; `data` walks the items of a list answer.
 */

function expandAt(node: unknown, path: string[], lookup: (id: string) => unknown): unknown {
  if (node === null || typeof node !== 'object') return node;
  const [head, ...rest] = path;
  if (head === undefined) return node;
  if (Array.isArray(node)) return node.map((entry) => expandAt(entry, path, lookup));
  const object = node as Record<string, unknown>;
  const value = object[head];
  if (rest.length === 0) {
    if (typeof value === 'string') object[head] = lookup(value) ?? value;
    else if (Array.isArray(value))
      object[head] = value.map((entry) => (typeof entry === 'string' ? (lookup(entry) ?? entry) : entry));
    return object;
  }
  if (typeof value === 'string') {
    const found = lookup(value);
    object[head] = found === undefined ? value : expandAt(structuredClone(found), rest, lookup);
    return object;
  }
  object[head] = expandAt(value, rest, lookup);
  return object;
}

/** A copy of `answer` with every expand path filled in. */
export function expand(answer: unknown, paths: string[], lookup: (id: string) => unknown): unknown {
  if (paths.length === 0) return answer;
  let copy = structuredClone(answer);
  for (const path of paths) copy = expandAt(copy, path.split('.').slice(0, 4), lookup);
  return copy;
}
