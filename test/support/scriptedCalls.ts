/** A service call as a test scripts it: given the call's input, its answer. */
export type ScriptedCall<T> = (input: unknown) => Promise<T>;

/**
 * Stand-ins for a chart's service calls, by name: each keeps the input of every call in `inputs`
 * and answers as the test's `script` says, else with its default. Wrap a call in `fromPromise`.
 */
export function scriptedCalls<TName extends string>(
  names: readonly TName[],
  script: Partial<Record<TName, ScriptedCall<unknown>>>,
) {
  const inputs = Object.fromEntries(names.map((name) => [name, [] as unknown[]])) as Record<TName, unknown[]>;
  const call =
    <T>(name: TName, fallback: ScriptedCall<T>) =>
    async ({ input }: { input: unknown }): Promise<T> => {
      inputs[name].push(input);
      return ((script[name] as ScriptedCall<T> | undefined) ?? fallback)(input);
    };
  return { inputs, call };
}
