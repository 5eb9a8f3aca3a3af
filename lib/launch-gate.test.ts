import { sampleContentGate, type LaunchCheckRun } from './launch-gate';

const LIST = '3 sample testimonials: Priya Desai, … (content/testimonials.ts)';
let site = 0;

/** The gate with a launch check that answers `answer`; each call a public address of its own, as each process checks once. */
function gate(on: 'build' | 'start', answer: LaunchCheckRun, settings: { siteUrl?: string; allowSamples?: boolean } = {}) {
  const warn = jest.fn();
  const run = jest.fn(async () => answer);
  const passing = sampleContentGate({
    siteUrl: settings.siteUrl ?? `https://site-${++site}.example`,
    allowSamples: settings.allowSamples ?? false,
    script: 'launch-check.mjs',
    warn,
    on,
    run,
  });
  return { passing, warn, run };
}

const SAMPLES = { code: 1, output: LIST };
const UNKNOWN = { code: 2, output: 'Launch check: Contentful could not be read' };

describe('the sample content gate', () => {
  it('refuses to start a server for a public address that would show samples, with the list and the setting to allow them', async () => {
    const { passing } = gate('start', SAMPLES);
    await expect(passing).rejects.toThrow(LIST);
    await expect(passing).rejects.toThrow(/does not start so that no sample content goes live/);
    await expect(passing).rejects.toThrow(/ALLOW_SAMPLE_CONTENT=true to start it anyway/);
  });

  it('stops a build for a public address that would show samples, and one whose check cannot tell', async () => {
    for (const answer of [SAMPLES, UNKNOWN]) {
      const { passing } = gate('build', answer);
      await expect(passing).rejects.toThrow(answer.output);
      await expect(passing).rejects.toThrow(/stops here .* ALLOW_SAMPLE_CONTENT=true to build it anyway/);
    }
  });

  it('builds and starts without the entries the site leaves out, naming them, as they show nothing untrue', async () => {
    const left = { code: 3, output: 'The Project “A film” (entry ID 4xF) is left out of the site: “Title” is empty.' };
    for (const on of ['build', 'start'] as const) {
      const { passing, warn } = gate(on, left);
      await expect(passing).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(left.output));
      expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/sample|could not tell/));
    }
  });

  it('starts a server whose check cannot tell (Contentful not answering), saying so', async () => {
    const { passing, warn } = gate('start', UNKNOWN);
    await expect(passing).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(UNKNOWN.output));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not tell'));
  });

  it('lets a staging site with ALLOW_SAMPLE_CONTENT=true through unchecked, saying so on every start', async () => {
    for (const on of ['start', 'build'] as const) {
      const { passing, warn, run } = gate(on, SAMPLES, { allowSamples: true });
      await expect(passing).resolves.toBeUndefined();
      expect(run).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^ALLOW_SAMPLE_CONTENT=true: .* may show sample content/));
    }
  });

  it('lets through, without a word, a public address with no samples and this machine’s addresses unchecked', async () => {
    const clean = gate('start', { code: 0, output: 'No sample content.' });
    await expect(clean.passing).resolves.toBeUndefined();
    expect(clean.run).toHaveBeenCalledTimes(1);
    expect(clean.warn).not.toHaveBeenCalled();
    for (const siteUrl of ['http://localhost:3000', 'http://127.0.0.1:27310', 'http://[::1]:3000', 'http://site.localhost']) {
      const local = gate('start', SAMPLES, { siteUrl });
      await expect(local.passing).resolves.toBeUndefined();
      expect(local.run).not.toHaveBeenCalled();
    }
  });

  it('checks an address once a process: Next reads its configuration more than once', async () => {
    const siteUrl = 'https://once.example';
    await gate('build', { code: 0, output: '' }, { siteUrl }).passing;
    const again = gate('build', SAMPLES, { siteUrl });
    await expect(again.passing).resolves.toBeUndefined();
    expect(again.run).not.toHaveBeenCalled();
  });
});
