import { oncePerBuild } from './build-phase';

describe('oncePerBuild', () => {
  it('during a build, reads once and gives every caller that read, a failed one included', async () => {
    const load = jest.fn(() => Promise.reject(new Error('unreachable')));
    const read = oncePerBuild(load, true);
    await expect(read()).rejects.toThrow('unreachable');
    await expect(read()).rejects.toThrow('unreachable');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a running server, reads afresh every time', async () => {
    let count = 0;
    const read = oncePerBuild(async () => ++count, false);
    expect([await read(), await read()]).toEqual([1, 2]);
  });
});
