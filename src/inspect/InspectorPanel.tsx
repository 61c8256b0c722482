import { useEffect, useReducer, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { PAGE_STATES } from '../domain/sale/pageState';
import { ContextTree } from './ContextTree';
import { EventLog } from './EventLog';
import type { GraphEdge, MachineGraph } from './graphModel';
import { isInspectShortcut } from './inspectShortcut';
import { actorTree, type InspectHub } from './inspectHub';
import { layoutGraph, type PlacedGraph } from './layoutGraph';
import { loadElk } from './loadElk';
import { StatechartSvg } from './StatechartSvg';

// Every machine of machines/, as `npm run charts` wrote its graph model; loaded when chosen. A
// running actor is drawn from its machine's file too (by machine id): computing the model here
// would pull xstate's guard helpers into this chunk, and the split it causes grows the start-up bundle.
const CHARTS = import.meta.glob<MachineGraph>('../../docs/charts/*.graph.json', { import: 'default' });
// The machine files, for pasting into Stately Studio's "Import from code".
const SOURCES = import.meta.glob<string>('../../machines/*/*.machine.ts', { query: '?raw', import: 'default' });

const chartIdOf = (path: string) => /([^/]+)\.graph\.json$/.exec(path)?.[1] ?? path;
const MACHINE_IDS = Object.keys(CHARTS).map(chartIdOf).sort();

const PANEL_WIDTH = 'min(48vw, 56rem)';
const FLASH_MS = 700;

type Selection = { kind: 'actor'; sessionId: string } | { kind: 'machine'; id: string };

const activeIdsOf = (ref: AnyActorRef | undefined): Set<string> =>
  new Set(((ref?.getSnapshot() as { _nodes?: Array<{ id: string }> })?._nodes ?? []).map((node) => node.id));

/**
 * The live statechart viewer (issue 12): the running actors and every machine, the chosen one
 * drawn with its current states lit, the last transition flashing, the events and the context;
 * in mock mode it sends events and forces mint page states. A developer and tester tool, so its
 * own view state (selection, zoom, visibility) is React state rather than a chart.
 */
export function InspectorPanel({ hub, root, allowSend }: { hub: InspectHub; root: AnyActorRef; allowSend: boolean }) {
  // Drawn again on every inspection event while shown.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const [visible, setVisible] = useState(true);
  // Hidden, it draws nothing: the hub only keeps logging.
  useEffect(() => (visible ? hub.subscribe(redraw) : undefined), [hub, visible]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [placed, setPlaced] = useState<{ key: string; graph: PlacedGraph } | null>(null);
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  const svgRef = useRef<SVGSVGElement>(null);

  const actors = actorTree(root);
  // The mint page's actor while it runs (the viewer's main use), else the app's.
  const defaultActor = actors.find((entry) => entry.machineId === 'mintPage') ?? actors[0]!;
  // A chosen actor that has stopped (its page was left) gives way to the default one.
  const chosenGone = selection?.kind === 'actor' && !actors.some((entry) => entry.sessionId === selection.sessionId);
  const current: Selection =
    selection && !chosenGone ? selection : { kind: 'actor', sessionId: defaultActor.sessionId };
  const selectedActor =
    current.kind === 'actor' ? actors.find((entry) => entry.sessionId === current.sessionId) : undefined;
  const machineId = current.kind === 'machine' ? current.id : (selectedActor?.machineId ?? null);
  const layoutKey = current.kind === 'actor' ? `actor:${current.sessionId}` : `machine:${current.id}`;
  const active = activeIdsOf(selectedActor?.ref);
  const events = hub.events();

  // Shown beside the page, not over it; the shortcut shows and hides it.
  useEffect(() => {
    document.body.style.marginRight = visible ? PANEL_WIDTH : '';
    const onKey = (event: KeyboardEvent) => {
      if (isInspectShortcut(event)) setVisible((shown) => !shown);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible]);

  // The chosen chart's layout, computed once per choice (elkjs).
  useEffect(() => {
    let cancelled = false;
    const graph = machineId
      ? CHARTS[Object.keys(CHARTS).find((path) => chartIdOf(path) === machineId) ?? '']?.()
      : undefined;
    void Promise.all([graph, loadElk()]).then(async ([model, elk]) => {
      if (!model) return;
      const laid = await layoutGraph(model, elk);
      if (!cancelled) setPlaced({ key: layoutKey, graph: laid });
    });
    return () => {
      cancelled = true;
    };
    // The layout depends on what is chosen, not on every event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layoutKey]);

  // The transition the live actor just took flashes: the edges of the last event it got from a state it was in.
  const lastEvent = [...events].reverse().find((logged) => logged.target === selectedActor?.sessionId);
  const previous = useRef<{ active: Set<string>; seq: number }>({ active, seq: 0 });
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!lastEvent || lastEvent.seq === previous.current.seq || !placed) return;
    const taken = placed.graph.edges
      .filter(({ edge }) => edge.eventType === lastEvent.event.type && previous.current.active.has(edge.source))
      .map(({ edge }) => edge.id);
    previous.current = { active, seq: lastEvent.seq };
    if (taken.length === 0) return;
    setFlashing(new Set(taken));
    // Not the effect's cleanup: every event re-renders the panel, which would cancel the timer.
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlashing(new Set()), FLASH_MS);
  }, [lastEvent, placed, active]);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const sendable = (edge: GraphEdge) =>
    allowSend &&
    selectedActor !== undefined &&
    edge.kind === 'event' &&
    active.has(edge.source) &&
    selectedActor.ref.getSnapshot().can?.({ type: edge.eventType }) === true;
  const send = (edge: GraphEdge) => selectedActor?.ref.send({ type: edge.eventType });
  const sendableTypes = placed
    ? [
        ...new Set(
          placed.graph.edges
            .map(({ edge }) => edge)
            .filter(sendable)
            .map((edge) => edge.eventType),
        ),
      ]
    : [];

  const exportSvg = () => {
    const svg = svgRef.current;
    if (!svg || !machineId) return;
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `${machineId}.svg` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  const copySource = async () => {
    const path = Object.keys(SOURCES).find((candidate) => candidate.endsWith(`/${machineId}.machine.ts`));
    if (path) await navigator.clipboard?.writeText(await SOURCES[path]!());
  };
  const names = new Map(actors.map((entry) => [entry.sessionId, entry.name]));

  if (!visible) return null;
  return (
    <aside
      aria-label="Statechart viewer"
      css={{
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        width: PANEL_WIDTH,
        overflow: 'auto',
        zIndex: 1000,
        background: '#1a1726',
        color: '#f4f2fa',
        padding: '0.75rem 1rem',
        fontSize: '0.875rem',
        borderLeft: '1px solid #6f6890',
        'button, select': { font: 'inherit' },
        a: { color: '#7cc4ff' },
      }}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 css={{ margin: 0, fontSize: '1.1rem' }}>Statechart viewer</h2>
        <button type="button" onClick={() => setVisible(false)}>
          Close (Alt+Shift+S)
        </button>
      </div>

      <h3>Running actors</h3>
      <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {actors.map((entry) => (
          <li key={entry.sessionId} css={{ paddingLeft: `${entry.depth}rem` }}>
            <button
              type="button"
              aria-pressed={current.kind === 'actor' && current.sessionId === entry.sessionId}
              disabled={!entry.machine}
              onClick={() => setSelection({ kind: 'actor', sessionId: entry.sessionId })}
            >
              {entry.name}
            </button>
          </li>
        ))}
      </ul>

      <label css={{ display: 'block', marginTop: '0.75rem' }}>
        Machine{' '}
        <select
          value={current.kind === 'machine' ? current.id : ''}
          onChange={(event) => event.target.value && setSelection({ kind: 'machine', id: event.target.value })}
        >
          <option value="">(the running actor's)</option>
          {MACHINE_IDS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>

      <h3>
        {machineId ?? 'No machine'}
        {selectedActor && ` — actor ${selectedActor.name}: ${JSON.stringify(selectedActor.ref.getSnapshot().value)}`}
      </h3>
      <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: '0.5rem' }}>
        <button type="button" onClick={exportSvg} disabled={!placed}>
          Export SVG
        </button>
        <button type="button" onClick={() => void copySource()} disabled={!machineId}>
          Copy machine file
        </button>
        <a href="https://stately.ai/editor" target="_blank" rel="noreferrer">
          Open Stately Studio (Import from code)
        </a>
      </div>
      {placed?.key === layoutKey ? (
        <StatechartSvg
          ref={svgRef}
          graph={placed.graph}
          title={machineId ?? ''}
          active={active}
          flashing={flashing}
          canSend={sendable}
          onEdgeClick={allowSend ? send : undefined}
        />
      ) : (
        <p role="status">Laying out the chart…</p>
      )}

      {sendableTypes.length > 0 && (
        <section aria-label="Send an event">
          <h3>Send an event</h3>
          <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            {sendableTypes.map((type) => (
              <button key={type} type="button" onClick={() => selectedActor?.ref.send({ type })}>
                Send {type}
              </button>
            ))}
          </div>
        </section>
      )}

      {allowSend && selectedActor?.machineId === 'mintPage' && (
        <section aria-label="Force a mint page state">
          <h3>Force a mint page state</h3>
          <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            {PAGE_STATES.map((state) => (
              <a key={state} href={`${location.pathname}?inspect&forcePage=${state}`}>
                {state}
              </a>
            ))}
          </div>
        </section>
      )}

      <h3>Events</h3>
      <EventLog events={events} actorName={(sessionId) => names.get(sessionId) ?? sessionId} />

      {selectedActor && (
        <>
          <h3>Context</h3>
          <ContextTree value={(selectedActor.ref.getSnapshot() as { context?: unknown }).context} />
        </>
      )}
    </aside>
  );
}
