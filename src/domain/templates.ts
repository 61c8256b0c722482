/**
 * Creator templates in the order of their numeric index (1-17) in the creator frame address.
 * Community shortcuts in /create/{community}/ai use the same names.
 */
export const TEMPLATE_NAMES = [
  '3landers',
  'alienfrens',
  'azuki',
  'bakc',
  'bayc',
  'chainrunners',
  'coolcats',
  'cryptoadz',
  'cryptomories',
  'cyberkongz',
  'deadfellaz',
  'guttercatgang',
  'lazylions',
  'mfers',
  'moonbirds',
  'mayc',
  'wow',
] as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** Templates with no AI view of their own (spec: "mayc has none"). */
export const TEMPLATES_WITHOUT_AI_VIEW: readonly TemplateName[] = ['mayc'];
