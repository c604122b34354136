// A real webpack build for the preset's plugin tests: runs `config` and returns the scripts it
// wrote to `config.output.path`, by file name.
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

export function runBuild(config: Configuration): Promise<Record<string, string>> {
  const out = config.output?.path;
  if (!out) throw new Error('runBuild needs output.path');
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      compiler.close(() => undefined);
      const files = fs.readdirSync(out).filter((f) => f.endsWith('.js'));
      resolve(
        Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(out, f), 'utf8')])),
      );
    }),
  );
}
