import { nodeOptionsForNext } from './node-options';

describe('nodeOptionsForNext', () => {
  it('sets a smaller young generation', () => {
    expect(nodeOptionsForNext()).toBe('--max-semi-space-size=16');
    expect(nodeOptionsForNext('  ')).toBe('--max-semi-space-size=16');
  });

  it('keeps the options already set, before its own', () => {
    expect(nodeOptionsForNext('--enable-source-maps --max-old-space-size=4096')).toBe(
      '--enable-source-maps --max-old-space-size=4096 --max-semi-space-size=16',
    );
  });

  it('leaves a young generation set by the operator as it is', () => {
    expect(nodeOptionsForNext('--max-semi-space-size=64')).toBe('--max-semi-space-size=64');
    expect(nodeOptionsForNext('--max_semi_space_size=32 --trace-gc')).toBe('--max_semi_space_size=32 --trace-gc');
  });
});
