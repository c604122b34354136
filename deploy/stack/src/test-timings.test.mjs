// @ts-check
import {
  formatTimings,
  jestFileTimings,
  phaseClock,
  playwrightTimings,
  timingsReport,
} from './test-timings.mjs';

test('jest files from every package, slowest first, in seconds to a tenth', () => {
  const files = jestFileTimings([
    { package: 'a', files: [{ file: 'x.test.ts', ms: 1_240 }] },
    {
      package: 'b',
      files: [
        { file: 'y.test.ts', ms: 61_960 },
        { file: 'z.test.ts', ms: 80 },
      ],
    },
    { package: 'c' },
  ]);
  expect(files).toEqual([
    { package: 'b', file: 'y.test.ts', s: 62 },
    { package: 'a', file: 'x.test.ts', s: 1.2 },
    { package: 'b', file: 'z.test.ts', s: 0.1 },
  ]);
});

test('Playwright tests with their project, file and describe trail, slowest first', () => {
  const report = {
    suites: [
      {
        title: 'checkout.spec.ts',
        file: 'checkout.spec.ts',
        specs: [
          {
            title: 'pays',
            file: 'checkout.spec.ts',
            tests: [
              { projectName: 'phone', results: [{ duration: 4_000 }] },
              { projectName: 'desktop', results: [{ duration: 9_050 }] },
            ],
          },
        ],
        suites: [
          {
            title: 'on phone',
            specs: [
              {
                title: 'drawer',
                file: 'checkout.spec.ts',
                tests: [{ projectName: 'phone', results: [] }],
              },
            ],
          },
        ],
      },
    ],
  };
  expect(playwrightTimings(report, 'journeys')).toEqual([
    { pass: 'journeys', project: 'desktop', file: 'checkout.spec.ts', title: 'pays', s: 9.1 },
    { pass: 'journeys', project: 'phone', file: 'checkout.spec.ts', title: 'pays', s: 4 },
    {
      pass: 'journeys',
      project: 'phone',
      file: 'checkout.spec.ts',
      title: 'on phone › drawer',
      s: 0,
    },
  ]);
  expect(playwrightTimings(null, 'resilience')).toEqual([]);
});

test('a phase is timed whether it ends or throws, in the order phases end', async () => {
  let now = 0;
  const clock = phaseClock(() => now);
  await clock.phase('build', async () => {
    now += 12_000;
  });
  await expect(
    clock.phase('unit', async () => {
      now += 3_000;
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(clock.phases).toEqual([
    { name: 'build', startedAt: 0, s: 12 },
    { name: 'unit', startedAt: 12, s: 3 },
  ]);
  expect(clock.elapsed()).toBe(15);
});

test('the report sums each kind and prints the ten slowest of each', () => {
  const jestFiles = Array.from({ length: 12 }, (_, i) => ({
    package: 'p',
    file: `f${i}`,
    s: 12 - i,
  }));
  const tests = [{ pass: 'journeys', project: 'phone', file: 'a.spec.ts', title: 't', s: 5 }];
  const report = timingsReport({
    total: 100,
    phases: [{ name: 'build', startedAt: 0, s: 40 }],
    jestFiles,
    tests,
  });
  expect(report.jest).toMatchObject({ files: 12, s: 78 });
  expect(report.jest.slowest).toHaveLength(10);
  expect(report.playwright).toMatchObject({ tests: 1, s: 5 });
  const lines = formatTimings(report);
  expect(lines).toContain('  build: 40 s');
  expect(lines).toContain('  total: 100 s');
  expect(lines).toContain('  12 s  p f0');
  expect(lines).not.toContain('  2 s  p f10');
  expect(lines).toContain('  5 s  [phone] a.spec.ts › t');
});
