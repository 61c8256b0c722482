import type { ReactNode } from 'react';

/** How deep the tree unfolds: contexts hold actor references and big records. */
const MAX_DEPTH = 6;

const isActorRef = (value: object) => 'sessionId' in value && 'send' in value;

function leaf(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'ƒ';
  return String(value);
}

/** A snapshot's context as a collapsible tree (<details> per object), bigints and actor refs named. */
export function ContextTree({ value, name = 'context', depth = 0 }: { value: unknown; name?: string; depth?: number }) {
  if (value === null || typeof value !== 'object') {
    return (
      <div>
        <code>{name}</code>: <code>{leaf(value)}</code>
      </div>
    );
  }
  if (isActorRef(value)) {
    return (
      <div>
        <code>{name}</code>: actor <code>{String((value as unknown as { id: unknown }).id)}</code>
      </div>
    );
  }
  const entries = Object.entries(value);
  const summary = Array.isArray(value) ? `${name} [${entries.length}]` : `${name} {${entries.length}}`;
  let children: ReactNode = null;
  if (depth < MAX_DEPTH) {
    children = entries.map(([key, child]) => <ContextTree key={key} name={key} value={child} depth={depth + 1} />);
  }
  return (
    <details open={depth === 0} css={{ marginLeft: depth === 0 ? 0 : '1rem' }}>
      <summary>
        <code>{summary}</code>
      </summary>
      <div css={{ marginLeft: '1rem' }}>{children}</div>
    </details>
  );
}
