import { describe, expect, it } from 'vitest';
import { TEMPLATES_WITHOUT_AI_VIEW } from '../../../src/domain/templates';

describe('creator templates', () => {
  it('only mayc has no AI view (spec: "Each has an AI-view link ... (mayc has none)")', () => {
    expect(TEMPLATES_WITHOUT_AI_VIEW).toEqual(['mayc']);
  });
});
