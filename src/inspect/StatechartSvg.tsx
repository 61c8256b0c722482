import { useId, useState, type PointerEvent, type Ref } from 'react';
import { describeActiveStates, type GraphEdge } from './graphModel';
import type { PlacedGraph } from './layoutGraph';

/** Colours of the drawing: also right in an exported file, so written out rather than themed. */
const COLORS = {
  background: '#14111d',
  state: '#2a2540',
  region: '#1d1a2b',
  border: '#6f6890',
  active: '#ffcf3f',
  text: '#f4f2fa',
  edge: '#9d97b8',
  flash: '#7cc4ff',
} as const;

interface StatechartSvgProps {
  /** The drawing's element, for the export. */
  ref: Ref<SVGSVGElement>;
  graph: PlacedGraph;
  title: string;
  /** Ids of the states the live actor is in. */
  active: ReadonlySet<string>;
  /** Ids of the edges the last event took, drawn lit for a moment. */
  flashing: ReadonlySet<string>;
  /** Edges a click sends to the live actor (mouse only: the event buttons below the drawing are the keyboard way). */
  onEdgeClick?: (edge: GraphEdge) => void;
  canSend: (edge: GraphEdge) => boolean;
}

/**
 * A laid-out chart as SVG: states as rounded boxes (compound and parallel ones around their
 * children, parallel regions dashed), transitions as arrows with their labels. The live actor's
 * states are lit, and said in words above the drawing: a polite live region, which is also the
 * drawing's description, so a screen reader hears each change of state. Zoom with the buttons or
 * the wheel; drag to pan.
 */
export function StatechartSvg({ ref, graph, title, active, flashing, onEdgeClick, canSend }: StatechartSvgProps) {
  const [view, setView] = useState({ scale: 1, x: 0, y: 0 });
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const currentId = useId();
  const currentStates = describeActiveStates(
    graph.nodes.map(({ node }) => node),
    active,
  );
  const zoom = (factor: number) =>
    setView((current) => ({ ...current, scale: Math.min(4, Math.max(0.1, current.scale * factor)) }));
  const onPointerMove = (event: PointerEvent) => {
    if (!drag) return;
    setView((current) => ({
      ...current,
      x: current.x + event.clientX - drag.x,
      y: current.y + event.clientY - drag.y,
    }));
    setDrag({ x: event.clientX, y: event.clientY });
  };

  return (
    <div>
      <p id={currentId} role="status" css={{ margin: '0 0 0.5rem' }}>
        {currentStates === null ? 'No running actor' : `In ${currentStates}`}
      </p>
      <div css={{ display: 'flex', gap: '0.5rem', marginBottom: '0.5rem' }}>
        <button type="button" onClick={() => zoom(1.25)}>
          Zoom in
        </button>
        <button type="button" onClick={() => zoom(0.8)}>
          Zoom out
        </button>
        <button type="button" onClick={() => setView({ scale: 1, x: 0, y: 0 })}>
          Reset view
        </button>
      </div>
      <div
        css={{
          overflow: 'hidden',
          border: `1px solid ${COLORS.border}`,
          height: '55vh',
          cursor: drag ? 'grabbing' : 'grab',
          touchAction: 'none',
        }}
        onWheel={(event) => zoom(event.deltaY < 0 ? 1.1 : 0.9)}
        onPointerDown={(event) => setDrag({ x: event.clientX, y: event.clientY })}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDrag(null)}
        onPointerLeave={() => setDrag(null)}
      >
        <svg
          ref={ref}
          xmlns="http://www.w3.org/2000/svg"
          role="img"
          aria-label={`Statechart of ${title}`}
          aria-describedby={currentId}
          width={graph.width}
          height={graph.height}
          viewBox={`0 0 ${graph.width} ${graph.height}`}
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            transformOrigin: '0 0',
            background: COLORS.background,
          }}
          fontFamily="system-ui, sans-serif"
          fontSize={12}
        >
          <defs>
            <marker
              id="arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill={COLORS.edge} />
            </marker>
          </defs>
          {graph.nodes.map(({ node, x, y, width, height }) => {
            const lit = active.has(node.id);
            const compound = node.children.length > 0;
            return (
              <g key={node.id} data-state-id={node.id} data-active={lit ? 'true' : undefined}>
                <rect
                  x={x}
                  y={y}
                  width={width}
                  height={height}
                  rx={8}
                  fill={compound ? COLORS.region : COLORS.state}
                  stroke={lit ? COLORS.active : COLORS.border}
                  strokeWidth={lit ? 3 : 1}
                  strokeDasharray={node.kind === 'parallel' ? '6 4' : undefined}
                />
                {node.kind === 'final' && (
                  <rect
                    x={x + 3}
                    y={y + 3}
                    width={width - 6}
                    height={height - 6}
                    rx={6}
                    fill="none"
                    stroke={COLORS.border}
                  />
                )}
                <text
                  x={x + (compound ? 10 : width / 2)}
                  y={y + (compound ? 18 : height / 2 + 4)}
                  textAnchor={compound ? 'start' : 'middle'}
                  fill={COLORS.text}
                >
                  {node.kind === 'history' ? `${node.key} (H${node.history === 'deep' ? '*' : ''})` : node.key}
                </text>
              </g>
            );
          })}
          {graph.edges.map(({ edge, target, points, label }) => {
            const id = `${edge.id}>${target}`;
            const lit = flashing.has(edge.id);
            const sendable = onEdgeClick !== undefined && canSend(edge);
            return (
              <g
                key={id}
                data-edge={edge.eventType}
                data-flashing={lit ? 'true' : undefined}
                onClick={sendable ? () => onEdgeClick(edge) : undefined}
                style={{ cursor: sendable ? 'pointer' : undefined }}
              >
                <polyline
                  points={points.map((point) => `${point.x},${point.y}`).join(' ')}
                  fill="none"
                  stroke={lit ? COLORS.flash : COLORS.edge}
                  strokeWidth={lit ? 3 : 1.2}
                  markerEnd="url(#arrow)"
                />
                <text x={label.x} y={label.y + 12} fill={sendable ? COLORS.active : COLORS.text}>
                  {edge.label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </div>
  );
}
