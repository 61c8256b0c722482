/**
 * Builds without the live statechart viewer leave out the charts' `description`s. They are the
 * charts' documentation: Stately's tools, the viewer and `npm run paths` read them from the machine
 * files, and nothing in a production page ever does, yet they are a fifth of the charts' bytes
 * (the mint chart's first load among them).
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** A machine file of machines/: where the charts are written. */
const MACHINE_FILE = /[/\\]machines[/\\][^/\\]+[/\\][^/\\]+\.machine\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** `description: 'text'` (a string, or a template without expressions): documentation, not behaviour. */
function isDescription(property: Node): boolean {
  if (property.type !== 'Property' || property.computed || property.kind !== 'init') return false;
  const key = property.key as Node & { name?: string; value?: unknown };
  const named = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : null;
  const value = property.value as Node & { value?: unknown; expressions?: unknown[] };
  const text =
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && value.expressions?.length === 0);
  return named === 'description' && text;
}

/** Removes every description property of the chart in `ast` from `code`; null when there is none. */
export function withoutDescriptions(code: string, ast: Node): MagicString | null {
  const edited = new MagicString(code);
  let removed = false;
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const properties = node.properties as Node[];
      properties.forEach((property, index) => {
        if (!isDescription(property)) return;
        // With the comma that separates it from the next property (or, last, from the one before).
        const next = properties[index + 1];
        const previous = properties[index - 1];
        if (next) edited.remove(property.start, next.start);
        else if (previous) edited.remove(previous.end, property.end);
        else edited.remove(property.start, property.end);
        removed = true;
      });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(ast);
  return removed ? edited : null;
}

export function stripMachineDescriptions(): Plugin {
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    // After TypeScript is stripped: the parser reads JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!MACHINE_FILE.test(id)) return null;
      const edited = withoutDescriptions(code, this.parse(code) as unknown as Node);
      return edited ? { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
