import { criterionFields, detailGroups } from '../content/participant-fields';

describe('detailGroups', () => {
  it('holds every criterion and group total once, in the content contract’s order', () => {
    expect(detailGroups.flatMap((group) => [...group.fields, group.total])).toEqual([...criterionFields]);
  });
});
