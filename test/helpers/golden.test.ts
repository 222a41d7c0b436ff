import { join } from 'node:path';
import { expectGolden, UPDATING_GOLDEN } from './golden';

describe('golden files', () => {
  (UPDATING_GOLDEN ? it.skip : it)('a missing golden file fails the test instead of being written', () => {
    expect(() => expectGolden(join(__dirname, 'no-such-golden', 'missing.txt'), 'text')).toThrow(
      /golden file .*missing\.txt is missing: write it with UPDATE_GOLDEN=1/,
    );
  });
});
