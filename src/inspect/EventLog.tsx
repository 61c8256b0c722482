import type { LoggedEvent } from './inspectHub';

const clock = (time: number) => new Date(time).toISOString().slice(11, 23);

const payloadOf = ({ type: _type, ...payload }: LoggedEvent['event']) =>
  JSON.stringify(payload, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value), 2);

/** The last events sent to the app's actors, newest first, with their time, target and payload. */
export function EventLog({
  events,
  actorName,
}: {
  events: readonly LoggedEvent[];
  actorName: (sessionId: string) => string;
}) {
  if (events.length === 0) return <p>No event since the viewer opened.</p>;
  return (
    <ol reversed css={{ margin: 0, paddingLeft: '1.5rem', maxHeight: '16rem', overflow: 'auto' }}>
      {[...events].reverse().map((logged) => {
        const payload = payloadOf(logged.event);
        return (
          <li key={logged.seq}>
            <time>{clock(logged.time)}</time> <code>{logged.event.type}</code> → {actorName(logged.target)}
            {payload !== '{}' && (
              <details>
                <summary>payload</summary>
                <pre css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{payload}</pre>
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
