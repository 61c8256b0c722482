/* global require, module, console */
// Checks one machine file the way Stately's editor tools read it. CommonJS because
// @xstate/machine-extractor is a CJS package that needs xstate 4, which only this folder's
// own node_modules has (the project runs xstate 5); run.mjs loads this file with createRequire.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CJS package, loaded from this folder
const { extractMachinesFromFile } = require('@xstate/machine-extractor');

/** Files that mention createMachine( must yield at least one statically readable machine. */
const MACHINE_CALL = /\bcreateMachine\s*\(/;

/**
 * The extractor warns for every dynamic action `params: ({ event }) => ...`. XState 5 and
 * Stately read those fine (the action is still named), so that one warning is noise; any
 * other warning goes through untouched.
 */
function isParamsNoise(args) {
  const [message, detail] = args;
  return (
    typeof message === 'string' &&
    message.startsWith('Unsupported property value of type') &&
    detail !== null &&
    typeof detail === 'object' &&
    detail.key === 'params'
  );
}

function withQuietParams(run) {
  const warn = console.warn;
  console.warn = (...args) => {
    if (!isParamsNoise(args)) warn(...args);
  };
  try {
    return run();
  } finally {
    console.warn = warn;
  }
}

/** Paths of every node the extractor marked with the given kind ('inline' or 'builtin'). */
function pathsOfKind(node, kind, path = '', out = []) {
  if (Array.isArray(node)) {
    node.forEach((item, i) => pathsOfKind(item, kind, `${path}[${i}]`, out));
  } else if (node && typeof node === 'object') {
    if (node.kind === kind) out.push(path || '(root)');
    for (const [key, value] of Object.entries(node)) pathsOfKind(value, kind, path ? `${path}.${key}` : key, out);
  }
  return out;
}

/** Invokes without an `id`: their done/error events would carry a generated, unstable name. */
function invokesWithoutId(stateConfig, path = '', out = []) {
  if (!stateConfig || typeof stateConfig !== 'object') return out;
  const invokes = stateConfig.invoke === undefined ? [] : [].concat(stateConfig.invoke);
  invokes.forEach((invoke, i) => {
    if (!invoke || typeof invoke.id !== 'string' || invoke.id === '') {
      const where = `${path ? `${path}.` : ''}invoke${invokes.length > 1 ? `[${i}]` : ''}`;
      out.push(`${where} (src ${invoke && typeof invoke.src === 'string' ? invoke.src : '?'})`);
    }
  });
  for (const [key, child] of Object.entries(stateConfig.states || {})) {
    invokesWithoutId(child, `${path ? `${path}.` : ''}states.${key}`, out);
  }
  return out;
}

function checkMachine(machine) {
  const config = machine.toConfig() || {};
  const problems = [];
  const inline = pathsOfKind(config, 'inline');
  if (inline.length) problems.push(`${inline.length} inline implementation(s): ${inline.slice(0, 8).join(', ')}`);
  if (typeof config.id !== 'string' || config.id === '') problems.push('no root id');
  const unnamed = invokesWithoutId(config);
  if (unnamed.length) problems.push(`invoke without id: ${unnamed.join(', ')}`);
  const builtins = pathsOfKind(config, 'builtin');
  const notes = builtins.length
    ? [
        `${builtins.length} unnamed built-in action(s) (assign/raise/sendTo written in the chart): ${builtins.slice(0, 6).join(', ')}`,
      ]
    : [];
  return {
    id: typeof config.id === 'string' && config.id ? config.id : '(no id)',
    problems,
    notes,
    inline: inline.length,
  };
}

/**
 * Returns null for files that define no machine, otherwise
 * { error?: string, machines: [{ id, problems: string[], notes: string[], inline: number }] }.
 */
function checkMachineFile(text) {
  if (!MACHINE_CALL.test(text)) return null;
  return withQuietParams(() => {
    try {
      const result = extractMachinesFromFile(text);
      const found = ((result && result.machines) || []).filter(Boolean);
      if (found.length === 0) return { error: 'no machine could be read statically', machines: [] };
      return { machines: found.map(checkMachine) };
    } catch (error) {
      return { error: `parser error: ${String(error && error.message).split('\n')[0]}`, machines: [] };
    }
  });
}

module.exports = { checkMachineFile };
