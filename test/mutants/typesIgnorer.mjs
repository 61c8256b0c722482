// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * StrykerJS leaves out the `types` of a chart's `setup({ types: { context: {} as …, … } })`: they are
 * TypeScript's alone. xstate reads none of them at run time, so no test can tell a mutant of them
 * from the chart (every chart's `{ … }` to `{}` survived as an equivalent mutant).
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'xstateSetupTypes', {
    /** @param {import('@babel/core').NodePath} path */
    shouldIgnore(path) {
      const call = path.parentPath?.parentPath;
      const isSetupTypes =
        path.isObjectProperty() &&
        path.node.key.type === 'Identifier' &&
        path.node.key.name === 'types' &&
        call?.isCallExpression() &&
        call.node.callee.type === 'Identifier' &&
        call.node.callee.name === 'setup';
      return isSetupTypes ? "a chart's types are TypeScript's alone: xstate reads none of them at run time" : undefined;
    },
  }),
];
